import type { LegalFacts } from '@carsi/contract';
import { REFUND_REASONS, returnShippingText } from '@carsi/domain';
import { brand } from './brand';
import { orDash, returnShippingClause, sellerIdentityLines } from './seller';

export type StaticPageSection = {
  heading?: string;
  paragraphs: string[];
  list?: string[];
};

export type StaticPage = {
  slug: string;
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  /** ISO date (YYYY-MM-DD) of the last content update. */
  updatedAt: string;
  sections: StaticPageSection[];
};

const p = brand.policies;
const warehouse = brand.warehouse;
const mail = brand.emails;
const hours = brand.customerServiceHours;

const LEGAL_UPDATED_AT = '2024-09-01';
const LEGAL_UPDATED_TEXT = '1 Eylül 2024';

/** The seller's identity and return terms as the texts print them (blanks as "—"). */
interface SellerTexts {
  legalName: string;
  address: string;
  phone: string;
  email: string;
  kep: string;
  /** The identity block: trade name, address, phone, e-mail, KEP, MERSİS, tax, ETBİS. */
  identity: string[];
  /** The shop's web address (its host), as the contract and the privacy notice name it. */
  site: string;
  /** The return carrier and who pays, for the contract (third person). */
  returnClause: string;
  /** The same for the shopper (second person), as the return pages say it. */
  returnText: string;
}

function sellerTexts({ seller, returnShipping }: LegalFacts, publicUrl: string): SellerTexts {
  return {
    legalName: orDash(seller.tradeName),
    address: orDash(seller.address),
    phone: orDash(seller.phone),
    email: orDash(seller.email),
    kep: orDash(seller.kepAddress),
    identity: sellerIdentityLines(seller),
    site: new URL(publicUrl).host,
    returnClause: returnShippingClause(returnShipping),
    returnText: returnShippingText(returnShipping),
  };
}

const refundReasons: string[] = [...REFUND_REASONS];

/** The pages' texts, with the seller as the owner last saved it. */
const pagesFor = (s: SellerTexts): Record<string, StaticPage> => ({
  hakkimizda: {
    slug: 'hakkimizda',
    title: 'Hakkımızda',
    description: `${brand.brandName}, ${brand.foundedYear} yılından bu yana nevresim takımı, yorgan, yastık, battaniye, havlu ve bornozu Denizli’den tüm Türkiye’ye ulaştırıyor.`,
    updatedAt: LEGAL_UPDATED_AT,
    sections: [
      {
        paragraphs: [
          `${brand.brandName}, ${brand.foundedYear} yılında Denizli’de, iyi bir günün iyi bir uykuyla başladığına inanan küçük bir ekip tarafından kuruldu. Ev tekstilinin başkenti sayılan Denizli’nin köklü dokuma geleneğini internetten alışverişin kolaylığıyla buluşturmak istedik: Kaliteli ürünü aracıları azaltarak, adil bir fiyatla ve güven veren bir alışveriş deneyimiyle evinize ulaştırmak.`,
          'Bugün nevresim takımlarından yorganlara, yastıklardan alezlere, battaniye ve pikelerden havlu ve bornozlara kadar geniş bir ürün yelpazesini Türkiye’nin 81 iline gönderiyoruz. Her siparişi, kendi evimize alacağımız bir ürün gibi hazırlıyoruz.',
        ],
      },
      {
        heading: 'Neler Sunuyoruz?',
        paragraphs: [
          'Uyku konforu ve ev tekstili alanında, günlük kullanıma dayanıklı ve kolay bakım gerektiren ürünlere odaklanıyoruz:',
        ],
        list: [
          'Nevresim takımları: pamuk, ranforce, saten ve pike seçenekleriyle tek ve çift kişilik takımlar',
          'Yorganlar: elyaf, pamuk ve yün dolgulu, mevsimlik ve dört mevsim modeller',
          'Yastıklar: farklı sertlik ve dolgu seçenekleriyle uyku yastıkları',
          'Alezler: sıvı geçirmez ve fitted (lastikli) yatak koruyucular',
          'Battaniyeler ve pikeler: her mevsime uygun, hafif ve sıcak tutan örtüler',
          'Havlu ve bornozlar: Denizli dokuması, yüksek emicilikte pamuklu ürünler',
        ],
      },
      {
        heading: 'Nasıl Çalışıyoruz?',
        paragraphs: [
          'Ürünlerimizin büyük bölümünü Denizli ve çevresindeki, uzun yıllardır birlikte çalıştığımız üreticilerle geliştiriyoruz. Her üretim partisini satışa sunmadan önce kumaş gramajı, renk haslığı, çekme payı ve dikiş kalitesi açısından kontrol ediyoruz. Ürün sayfalarında ebat, malzeme ve yıkama talimatlarını eksiksiz paylaşmaya özen gösteriyoruz; böylece ne aldığınızı önceden bilirsiniz.',
          `Siparişleriniz Honaz’daki depomuzda özenle paketlenir ve Yurtiçi Kargo, UPS Türkiye ya da kırsal bölgeler için PTT Kargo ile yola çıkar. Müşteri hizmetleri ekibimiz ${hours} saatleri arasında sorularınızı yanıtlar.`,
        ],
      },
      {
        heading: 'Size Verdiğimiz Sözler',
        paragraphs: [],
        list: [
          `${p.freeShippingThreshold} TL ve üzeri siparişlerde ücretsiz kargo`,
          `Yasal ${p.withdrawalDays} günlük cayma hakkına ek olarak ${p.refundGuaranteeDays} gün iade garantisi (ürünün kendi garanti süresi daha uzunsa o süre)`,
          `Kredi kartına ${p.installmentsWithoutInterest} aya varan vade farksız taksit ve kapıda ödeme seçeneği`,
          'iyzico altyapısıyla 3-D Secure korumalı güvenli ödeme; kart bilgileriniz sitemizde saklanmaz',
          `Kartla yapılan ödemelerde, iade paketiniz depomuza ulaştıktan sonra ${p.cardRefundHours} saat içinde para iadesi`,
          'Üye olmadan, misafir olarak hızlıca sipariş verebilme',
        ],
      },
      {
        heading: 'Perakendeden Toptana',
        paragraphs: [
          'Oteller, pansiyonlar, yurtlar, hastaneler, kamu kurumları ve mağazalar için toptan satış portalımız üzerinden kurumsal fiyatlandırma, mal fazlası kampanyaları ve cari hesapla çalışma imkânı sunuyoruz. Bayilik, tedarikçilik ve ihracat talepleriniz için web sitemizin alt bölümündeki başvuru formlarını kullanabilirsiniz.',
        ],
      },
      {
        heading: 'Şirket Bilgileri',
        paragraphs: [`${brand.brandName}, ${s.legalName} tarafından işletilen bir markadır.`],
        list: s.identity,
      },
    ],
  },

  iletisim: {
    slug: 'iletisim',
    title: 'İletişim',
    description: `${brand.brandName} iletişim bilgileri: müşteri hizmetleri telefonu, e-posta, WhatsApp, çalışma saatleri, adres, KEP adresi ve şirket bilgileri.`,
    updatedAt: LEGAL_UPDATED_AT,
    sections: [
      {
        paragraphs: [
          'Siparişiniz, iadeniz veya ürünlerimizle ilgili her konuda size yardımcı olmaktan memnuniyet duyarız. Aşağıdaki kanallardan dilediğinizi kullanarak bize ulaşabilirsiniz.',
        ],
      },
      {
        heading: 'Müşteri Hizmetleri',
        paragraphs: [
          `Müşteri hizmetlerimiz ${hours} saatleri arasında hizmet verir; pazar günleri ve resmî tatillerde kapalıdır. Çalışma saatleri dışında ilettiğiniz mesajlar, bir sonraki iş gününün ilk saatlerinde yanıtlanır.`,
        ],
        list: [
          `Telefon: ${s.phone}`,
          `WhatsApp: ${brand.whatsapp.display} (yalnızca yazılı mesaj)`,
          `E-posta: ${s.email}`,
          'Destek formu: Destek sayfamızdan (/destek) talebinizi konu başlığı seçerek iletebilirsiniz.',
          'Sipariş takibi: Müşteri Hizmetleri Girişi (/musteri-hizmetleri-giris) sayfasından siparişinizin durumunu, kargo bilgisini ve faturanızı görüntüleyebilirsiniz.',
          'İade: Kolay İade (/kolay-iade-baslat) sayfasından iade talebinizi birkaç adımda oluşturabilirsiniz.',
        ],
      },
      {
        heading: 'Size Daha Hızlı Yardımcı Olabilmemiz İçin',
        paragraphs: [
          'Bize yazarken sipariş numaranızı ve siparişte kullandığınız telefon numarasını belirtmeniz, talebinizin daha hızlı sonuçlanmasını sağlar. Hasarlı veya kusurlu ürün bildirimlerinde ürünün ve kargo paketinin fotoğraflarını eklemenizi rica ederiz. Güvenliğiniz için kart numaranızı, kart şifrenizi veya doğrulama kodlarını hiçbir kanaldan bizimle paylaşmayınız; ekibimiz bu bilgileri asla talep etmez.',
        ],
      },
      {
        heading: 'Adreslerimiz',
        paragraphs: [
          `Merkez ofis: ${s.address}`,
          `Lojistik ve iade deposu: ${warehouse}`,
          'Depomuzda mağaza satışı yapılmamaktadır ve elden ürün teslimi kabul edilmemektedir. İadelerinizi Kolay İade üzerinden aldığınız iade koduyla anlaşmalı kargo firmamıza teslim etmeniz yeterlidir.',
        ],
      },
      {
        heading: 'Resmî Yazışmalar ve KEP',
        paragraphs: [
          `Resmî bildirimlerinizi, ihtarname ve hukuki yazışmalarınızı kayıtlı elektronik posta (KEP) adresimize (${s.kep}) veya merkez ofis adresimize iletebilirsiniz. Kişisel verilerinize ilişkin başvurularınız için ${mail.kvkk} adresini ya da KEP adresimizi kullanabilirsiniz; ayrıntılar Gizlilik Sözleşmesi ve KVKK Aydınlatma Metni’nde yer almaktadır.`,
        ],
      },
      {
        heading: 'Kurumsal Başvurular',
        paragraphs: [],
        list: [
          `Toptan ve kurumsal siparişler: ${mail.wholesale} veya Kurumsal ve Toptan Sipariş Talep Formu`,
          `Export inquiries (ihracat talepleri): ${mail.export} veya Export Inquiries Form`,
          'Bayilik başvurusu: Bayi Başvuru Formu',
          'Tedarikçi başvurusu: Tedarikçi Başvuru Formu',
          `Basın ve medya: ${mail.press}`,
          `İş başvurusu: ${mail.hr}`,
          `Sponsorluk talepleri: ${mail.sponsorship}`,
        ],
      },
      {
        heading: 'Şirket Bilgileri',
        paragraphs: [],
        list: s.identity,
      },
    ],
  },

  sponsorluklar: {
    slug: 'sponsorluklar',
    title: 'Sponsorluklar',
    description: `${brand.brandName} sponsorluk politikası: desteklediğimiz alanlar, değerlendirme ölçütleri ve sponsorluk başvurusunun nasıl yapılacağı.`,
    updatedAt: LEGAL_UPDATED_AT,
    sections: [
      {
        paragraphs: [
          `${brand.brandName} olarak ${brand.foundedYear} yılından bu yana, içinde yer aldığımız topluma katkı sunan projeleri desteklemeyi işimizin doğal bir parçası olarak görüyoruz. Sponsorluk kararlarımızı; projenin toplumsal faydası, şeffaflığı ve değerlerimizle uyumu çerçevesinde, önceden belirlenmiş ilkelere göre veriyoruz.`,
        ],
      },
      {
        heading: 'Öncelikli Destek Alanlarımız',
        paragraphs: [],
        list: [
          'Afet ve acil durumlarda barınma ihtiyacı için battaniye, yorgan ve yastık desteği',
          'Öğrenci yurtları, köy okulları ve eğitim projeleri',
          'Amatör spor kulüpleri ve gençlik etkinlikleri',
          'Uyku sağlığı ve sağlıklı yaşam konusunda farkındalık çalışmaları',
          'Denizli’nin tekstil ve dokuma kültürünü yaşatan yerel girişimler',
          'Huzurevleri, çocuk evleri ve sivil toplum kuruluşlarının sosyal projeleri',
        ],
      },
      {
        heading: 'Destek Türleri',
        paragraphs: [
          'Desteklerimiz ağırlıklı olarak ürün bağışı şeklindedir. Uygun projelerde etkinlik katılımcılarına özel indirim kodu tanımlayabilir veya sınırlı sayıda projeye nakdi sponsorluk sağlayabiliriz. Nakdi sponsorluklar yalnızca yazılı bir sponsorluk sözleşmesi ile ve fatura karşılığında yapılır.',
        ],
      },
      {
        heading: 'Değerlendirmeye Almadığımız Talepler',
        paragraphs: [],
        list: [
          'Siyasi partiler, adaylar veya siyasi kampanyalar',
          'Herhangi bir inanç, etnik köken veya grup arasında ayrımcılık içeren etkinlikler',
          'Tütün ürünleri, alkollü içecekler veya şans oyunlarıyla ilişkili organizasyonlar',
          'Yasal dayanağı ve sorumlu kurumu belirsiz olan, şahıs adına yapılan bireysel talepler',
          'Etkinlik tarihine 15 günden az süre kala iletilen başvurular',
        ],
      },
      {
        heading: 'Nasıl Başvurulur?',
        paragraphs: [
          `Başvurunuzu, etkinlik veya proje tarihinden en az 6 hafta önce ${mail.sponsorship} adresine e-posta ile iletebilirsiniz. Başvurunuzda aşağıdaki bilgilerin yer alması değerlendirme sürecini hızlandırır:`,
        ],
        list: [
          'Kurumun adı, hukuki statüsü ve vergi numarası veya dernek/vakıf kütük numarası',
          'Proje veya etkinliğin amacı, içeriği, tarihi ve yeri',
          'Hedef kitle ve öngörülen katılımcı ya da faydalanıcı sayısı',
          'Talep edilen destek türü ve miktarı (ürün, adet, tutar)',
          'Varsa sunulan görünürlük olanakları',
          'Başvurudan sorumlu kişinin adı, unvanı ve iletişim bilgileri',
        ],
      },
      {
        heading: 'Değerlendirme Süreci',
        paragraphs: [
          'Başvurular, iletildikleri tarihten itibaren en geç 15 iş günü içinde değerlendirilir ve olumlu ya da olumsuz her başvuruya e-posta ile yanıt verilir. Bütçemiz ve ürün stoklarımız sınırlı olduğundan uygun bulunan her başvuruyu destekleyemeyebileceğimizi hatırlatırız. Desteklenen projelerden, etkinlik sonrasında kısa bir faaliyet raporu ve ürünlerin ulaştırıldığını gösteren bilgi talep ediyoruz.',
          'Başvuru kapsamında paylaşılan kişisel veriler, yalnızca başvurunun değerlendirilmesi ve başvuru sahibiyle iletişim amacıyla, Gizlilik Sözleşmesi ve KVKK Aydınlatma Metni’ne uygun olarak işlenir.',
        ],
      },
    ],
  },

  'insan-kaynaklari': {
    slug: 'insan-kaynaklari',
    title: 'İnsan Kaynakları',
    description: `${brand.brandName} ekibine katılın: depo ve lojistik, müşteri hizmetleri, e-ticaret, yazılım ve satış alanlarında kariyer fırsatları ve başvuru süreci.`,
    updatedAt: LEGAL_UPDATED_AT,
    sections: [
      {
        paragraphs: [
          `${brand.brandName}, Denizli’deki merkez ofisi ve Honaz’daki lojistik deposunda çalışan; e-ticaretin hızına ev tekstilinin zanaatini katan bir ekipten oluşur. Müşterilerimize verdiğimiz özeni çalışma arkadaşlarımıza da göstermeye, adil, güvenli ve gelişime açık bir iş ortamı sunmaya çalışıyoruz.`,
        ],
      },
      {
        heading: 'Neden Çarşı?',
        paragraphs: [],
        list: [
          'Kararların hızlı alındığı, fikirlerin dinlendiği yalın bir organizasyon',
          'Düzenli eğitimler ve görev değişikliğiyle farklı alanlarda gelişme imkânı',
          'Yasal haklara ek olarak yemek, servis ve çalışan indirimi',
          'Uygun rollerde hibrit veya uzaktan çalışma seçeneği',
          'İşe alım, ücret ve terfi süreçlerinde fırsat eşitliği',
        ],
      },
      {
        heading: 'Çalışma Alanlarımız',
        paragraphs: ['Açık pozisyonlarımız genellikle aşağıdaki alanlarda oluşur:'],
        list: [
          'Depo ve lojistik: sipariş toplama, paketleme, sevkiyat ve iade kabul',
          'Müşteri hizmetleri: telefon, e-posta ve yazılı kanallarda müşteri desteği',
          'E-ticaret operasyonu ve kategori yönetimi: ürün içerikleri, stok ve pazar yeri yönetimi',
          'Dijital pazarlama ve içerik: kampanya, sosyal medya, fotoğraf ve metin üretimi',
          'Yazılım ve veri: web uygulaması, entegrasyonlar ve raporlama',
          'Ürün geliştirme ve kalite kontrol: tedarikçi ilişkileri ve üretim takibi',
          'Toptan ve kurumsal satış: otel, yurt ve kurum müşterileriyle iş geliştirme',
          'Finans ve muhasebe: cari hesaplar, faturalama ve raporlama',
        ],
      },
      {
        heading: 'Nasıl Başvurulur?',
        paragraphs: [
          `Açık pozisyonlarımızı sosyal medya hesaplarımızda ve kariyer sitelerinde duyuruyoruz. İlan edilmiş bir pozisyona ya da genel başvuru olarak özgeçmişinizi ${mail.hr} adresine, e-postanın konu satırında başvurduğunuz pozisyonu veya ilgilendiğiniz alanı belirterek gönderebilirsiniz. Üniversite ve meslek lisesi öğrencilerinin staj başvurularını da aynı adres üzerinden kabul ediyoruz.`,
          'Başvurunuz alındığında e-posta ile bilgilendirilirsiniz. Değerlendirme süreci özgeçmiş incelemesi, ön görüşme ve yüz yüze ya da çevrim içi mülakattan oluşur; bazı pozisyonlarda kısa bir uygulama çalışması istenebilir. Süreç sonunda olumlu ya da olumsuz her adaya dönüş yapılır.',
        ],
      },
      {
        heading: 'Özgeçmişlerin Korunması (KVKK Bilgilendirmesi)',
        paragraphs: [
          `Başvurunuz kapsamında paylaştığınız kimlik, iletişim, eğitim ve mesleki deneyim bilgileriniz, veri sorumlusu sıfatıyla ${s.legalName} tarafından 6698 sayılı Kişisel Verilerin Korunması Kanunu’na uygun olarak işlenir. Bu veriler; başvurunuzun değerlendirilmesi, sizinle iletişim kurulması ve işe alım sürecinin yürütülmesi amacıyla, KVKK md. 5/2-c (bir sözleşmenin kurulmasıyla doğrudan ilgili olması) ve md. 5/2-f (meşru menfaat) hukuki sebeplerine dayanılarak işlenir ve yalnızca işe alım sürecinde görev alan yetkili çalışanlarımızla paylaşılır.`,
          'Başvurunuzun olumsuz sonuçlanması hâlinde özgeçmişiniz, ileride açılabilecek uygun pozisyonlar için değerlendirilmek üzere ancak açık rızanızın bulunması hâlinde en fazla 1 yıl süreyle saklanır; açık rıza vermemeniz hâlinde süreç tamamlandıktan sonra silinir veya yok edilir.',
          'Özgeçmişinizde din, mezhep, ırk, etnik köken, siyasi düşünce, sağlık, dernek veya sendika üyeliği, ceza mahkûmiyeti ve biyometrik veri gibi özel nitelikli kişisel verilere yer vermemenizi, fotoğraf eklemenin ise isteğe bağlı olduğunu hatırlatırız. Referans olarak bildirdiğiniz kişilerin bilgilerini paylaşmadan önce onların bilgisini almanızı rica ederiz.',
          `KVKK md. 11 kapsamındaki haklarınıza ilişkin taleplerinizi ${mail.kvkk} veya ${s.kep} adresine iletebilirsiniz.`,
        ],
      },
    ],
  },

  'mesafeli-satis-sozlesmesi': {
    slug: 'mesafeli-satis-sozlesmesi',
    title: 'Mesafeli Satış Sözleşmesi',
    description: `6502 sayılı Kanun ve Mesafeli Sözleşmeler Yönetmeliği uyarınca Çarşı mesafeli satış sözleşmesi: ödeme, teslimat, ${p.withdrawalDays} gün cayma hakkı ve iade koşulları.`,
    updatedAt: LEGAL_UPDATED_AT,
    sections: [
      {
        paragraphs: [
          `İşbu Mesafeli Satış Sözleşmesi (“Sözleşme”), 6502 sayılı Tüketicinin Korunması Hakkında Kanun (“Kanun”) ile 27 Kasım 2014 tarihli ve 29188 sayılı Resmî Gazete’de yayımlanan Mesafeli Sözleşmeler Yönetmeliği (“Yönetmelik”) hükümleri uyarınca, aşağıda bilgileri yer alan taraflar arasında ${s.site} internet sitesi (“Site”) üzerinden elektronik ortamda kurulmuştur.`,
        ],
      },
      {
        heading: '1. Taraflar',
        paragraphs: ['1.1. SATICI bilgileri:'],
        list: s.identity,
      },
      {
        paragraphs: [
          '1.2. ALICI: Site üzerinden sipariş veren ve sipariş sırasında adı, soyadı, teslimat ve fatura adresi, telefon numarası ve e-posta adresi bilgilerini beyan eden gerçek kişi tüketicidir (“Alıcı”). Alıcıya ait bu bilgiler, ödeme adımında gösterilen sipariş özetinde ve sipariş onayıyla birlikte Alıcının e-posta adresine gönderilen Sözleşme nüshasında yer alır. Alıcı, beyan ettiği bilgilerin doğru ve güncel olduğunu kabul eder.',
          '1.3. Toptan satış portalı üzerinden ticari veya mesleki amaçla verilen siparişler tüketici işlemi niteliğinde olmayıp toptan satış koşullarına tabidir; işbu Sözleşme bu siparişlere uygulanmaz.',
        ],
      },
      {
        heading: '2. Tanımlar',
        paragraphs: ['İşbu Sözleşmede geçen;'],
        list: [
          'Satıcı: Ticari veya mesleki faaliyetleri kapsamında tüketiciye mal sunan Sözleşmenin 1.1. maddesinde bilgileri yer alan şirketi,',
          'Alıcı: Ticari veya mesleki olmayan amaçlarla Site üzerinden mal satın alan gerçek kişiyi,',
          'Ürün: Alışverişe konu taşınır malı,',
          'Sipariş Özeti: Siparişin onaylandığı anda ödeme adımında gösterilen; ürünlerin nitelikleri, adetleri, fiyatları ve ödeme ile teslimat bilgilerini içeren özeti,',
          'Ön Bilgilendirme Formu: Alıcının, Sözleşme kurulmadan önce okuyup onayladığı ve Yönetmeliğin 5. maddesinde sayılan bilgileri içeren formu,',
          'Kalıcı Veri Saklayıcısı: Alıcının gönderdiği veya kendisine gönderilen bilgiyi, bu bilginin amacına uygun olarak makul bir süre incelemesine olanak veren ve değiştirilmeden kopyalanmasını sağlayan e-posta, SMS ve benzeri her türlü araç veya ortamı,',
          'Cayma Hakkı: Alıcının, hiçbir gerekçe göstermeksizin ve cezai şart ödemeksizin Sözleşmeden dönme hakkını ifade eder.',
        ],
      },
      {
        heading: '3. Sözleşmenin Konusu',
        paragraphs: [
          'Sözleşmenin konusu, Alıcının Site üzerinden elektronik ortamda sipariş verdiği ve nitelikleri ile satış fiyatı Sipariş Özetinde belirtilen ürünün satışı ve teslimi ile ilgili olarak, Kanun ve Yönetmelik hükümleri gereğince tarafların hak ve yükümlülüklerinin belirlenmesidir. Ön Bilgilendirme Formu ve Sipariş Özeti, işbu Sözleşmenin ayrılmaz parçalarıdır.',
        ],
      },
      {
        heading: '4. Ürün, Fiyat ve Ödeme Bilgileri',
        paragraphs: [
          '4.1. Sözleşme konusu ürünün temel nitelikleri ile aşağıdaki bilgiler, siparişin onaylandığı anda ödeme adımında gösterilir ve Sözleşme nüshasıyla birlikte Alıcının e-posta adresine gönderilir:',
        ],
        list: [
          'Ürünün adı, türü, ebadı, rengi ve adedi: Sipariş Özetinde belirtildiği gibidir.',
          'Ürünün KDV dahil birim fiyatı, uygulanan indirimler ve toplam satış bedeli: Sipariş Özetinde belirtildiği gibidir.',
          `Kargo ücreti: ${p.freeShippingThreshold} TL ve üzeri siparişlerde ücretsizdir; bu tutarın altındaki siparişlerde Sipariş Özetinde gösterilen tutardır.`,
          'Kapıda ödeme hizmet bedeli (varsa): Sipariş Özetinde ayrıca gösterilir.',
          'Ödeme şekli ve taksit sayısı: Alıcının ödeme adımında seçtiği şekildedir.',
          'Teslimat adresi, teslim alacak kişi ve fatura bilgileri: Alıcının sipariş sırasında beyan ettiği şekildedir.',
          'Sipariş tarihi ve sipariş numarası: Sipariş onayında belirtildiği gibidir.',
        ],
      },
      {
        paragraphs: [
          '4.2. Fiyatlar Türk lirası cinsinden olup tüm vergiler dahildir. Site üzerinde ilan edilen fiyatlar güncellenene kadar geçerlidir; Alıcı, siparişi onayladığı anda Sipariş Özetinde gösterilen fiyattan sorumludur.',
          `4.3. Kredi kartı veya banka kartıyla yapılan ödemeler, lisanslı ödeme kuruluşu ${brand.paymentProvider} altyapısı üzerinden ve 3-D Secure doğrulamasıyla gerçekleştirilir. Kart bilgileri Satıcı tarafından görülmez ve saklanmaz. Anlaşmalı bankaların kredi kartlarına ${p.installmentsWithoutInterest} aya kadar vade farksız taksit imkânı sunulur; geçerli taksit seçenekleri ödeme adımında gösterilir.`,
          '4.4. Kapıda ödeme seçeneğinde sipariş bedeli, ürün tesliminde kargo görevlisine nakit olarak veya kargo firmasının imkân tanıdığı durumlarda kartla ödenir.',
          '4.5. Taksitli ödemelerde iade tutarı bankaya tek seferde iade edilir; tutarın Alıcının hesabına veya kart ekstresine yansıtılma şekli ve süresi, ilgili bankanın uygulamasına bağlıdır.',
          '4.6. Ürün bedelinin ilgili banka veya ödeme kuruluşu tarafından herhangi bir nedenle Satıcıya ödenmemesi ya da ödemenin kartın yetkisiz kullanımı gerekçesiyle iptal edilmesi hâlinde Satıcı, teslim yükümlülüğünden kurtulur ve Alıcıyı durumdan derhal haberdar eder.',
        ],
      },
      {
        heading: '5. Teslimat',
        paragraphs: [
          '5.1. Ürün, Alıcının Sipariş Özetinde belirttiği teslimat adresinde Alıcıya veya Alıcının belirlediği kişiye teslim edilir.',
          `5.2. Gönderiler Yurtiçi Kargo veya UPS Türkiye ile, bu firmaların hizmet vermediği köy ve kırsal bölgelere ise PTT Kargo ile yapılır. Stokta bulunan ürünler genellikle 1–2 iş günü içinde kargoya verilir ve ürün sayfasında ya da Sipariş Özetinde tahmini teslim süresi gösterilir. Teslimat her hâlükârda siparişin Satıcıya ulaştığı tarihten itibaren ${p.maxDeliveryDays} günü aşamaz.`,
          `5.3. Satıcının ürünü bu süre içinde teslim etmemesi hâlinde Alıcı Sözleşmeyi feshedebilir. Fesih hâlinde Satıcı, teslimat masrafları dahil tahsil ettiği tüm ödemeleri fesih bildiriminin kendisine ulaştığı tarihten itibaren ${p.refundDays} gün içinde iade eder.`,
          `5.4. Ürünün tedarikinin stok tükenmesi gibi nedenlerle imkânsızlaşması hâlinde Satıcı, bu durumu öğrendiği tarihten itibaren 3 gün içinde Alıcıya bildirir ve tahsil edilen tüm ödemeleri ${p.refundDays} gün içinde iade eder. Alıcının açık onayı olmadan eşdeğer başka bir ürün gönderilmez.`,
          '5.5. Satıcı, ürün Alıcıya veya Alıcının belirlediği üçüncü kişiye teslim edilene kadar oluşan kayıp ve hasarlardan sorumludur. Alıcının, teslim sırasında paketi kontrol etmesi; ezik, yırtık, ıslak veya açılmış paketleri kargo görevlisine hasar tespit tutanağı düzenleterek teslim alması ya da teslim almayı reddetmesi ve durumu müşteri hizmetlerine bildirmesi önerilir. Hasarlı ürün, Alıcıya herhangi bir masraf yansıtılmadan yenisiyle değiştirilir veya bedeli iade edilir.',
          '5.6. Alıcının teslimat adresinde bulunamaması hâlinde kargo firması bilgilendirme notu bırakır. Kargo firmasının öngördüğü bekleme süresi içinde teslim alınmayan gönderi Satıcıya geri döner; Satıcı, Alıcıyla iletişime geçerek yeniden gönderim yapar veya Alıcının talebi üzerine tahsil edilen bedeli iade eder.',
        ],
      },
      {
        heading: '6. Cayma Hakkı',
        paragraphs: [
          `6.1. Alıcı, ${p.withdrawalDays} gün içinde herhangi bir gerekçe göstermeksizin ve cezai şart ödemeksizin Sözleşmeden cayma hakkına sahiptir. Cayma süresi, ürünün Alıcıya veya Alıcının belirlediği üçüncü kişiye teslim edildiği gün başlar. Tek siparişle verilen ve ayrı ayrı teslim edilen ürünlerde süre, son ürünün teslim alındığı gün başlar. Alıcı, cayma hakkını Sözleşmenin kurulmasından ürünün teslimine kadar olan süre içinde de kullanabilir.`,
          `6.2. Cayma hakkının kullanıldığına dair bildirim, süresi içinde Kolay İade sayfası (/kolay-iade-baslat) üzerinden, ${s.email} adresine e-posta ile, ${s.kep} KEP adresine veya ${s.address} adresine yazılı olarak yapılabilir. Alıcı bu amaçla Ön Bilgilendirme Formu ekindeki cayma formunu kullanabileceği gibi, cayma kararını bildiren açık bir beyanda da bulunabilir. Cayma hakkının süresi içinde kullanıldığını ispat yükü Alıcıya aittir.`,
          `6.3. Alıcı, cayma bildirimini yönelttiği tarihten itibaren ${p.returnShipmentDays} gün içinde ürünü Satıcıya geri gönderir. ${s.returnClause} Alıcının, ön bilgilendirmede belirtilen bu kargo firması dışında bir taşıyıcıyı kendi tercihiyle kullanması hâlinde gönderim bedeli Alıcıya aittir.`,
          `6.4. Satıcı, cayma bildiriminin kendisine ulaştığı tarihten itibaren en geç ${p.refundDays} gün içinde, ürünün Alıcıya teslim masrafları da dahil olmak üzere tahsil ettiği tüm ödemeleri, Alıcının satın alırken kullandığı ödeme aracına uygun şekilde ve Alıcıya herhangi bir masraf veya yükümlülük getirmeksizin tek seferde iade eder. Kartla yapılan ödemelerde iade, ödemenin yapıldığı karta yapılır; uygulamada iade paketinin Satıcının deposuna ulaşmasından itibaren ${p.cardRefundHours} saat içinde bankaya iletilir. Kapıda ödemeyle alınan ürünlerde iade, Alıcının bildireceği ve Alıcı adına kayıtlı IBAN’a banka havalesi veya EFT yoluyla yapılır.`,
          '6.5. Alıcı, cayma süresi içinde ürünü işleyişine, teknik özelliklerine ve kullanım talimatlarına uygun şekilde kullanmadığı takdirde meydana gelen değişiklik ve bozulmalardan sorumludur. Ürünün niteliğini ve ebadını anlamak için yapılan makul inceleme bu kapsamda değerlendirilmez.',
          '6.6. Birlikte satın alınması koşuluyla indirim uygulanan kampanyalı ürünlerde kısmi iade yapılması hâlinde iade tutarı, Sipariş Özetinde her ürün için gösterilen indirimli fiyat üzerinden hesaplanır.',
        ],
      },
      {
        heading: '7. Cayma Hakkının Kullanılamayacağı Hâller',
        paragraphs: [
          'Yönetmeliğin 15. maddesi uyarınca Alıcı, aşağıdaki ürünlere ilişkin sözleşmelerde cayma hakkını kullanamaz:',
        ],
        list: [
          'Tesliminden sonra ambalaj, bant, mühür, paket gibi koruyucu unsurları açılmış olan ve iadesi sağlık ve hijyen açısından uygun olmayan ürünler. Yastık, yorgan, alez gibi doğrudan vücutla temas eden ve mühürlü, vakumlu veya hijyen bantlı ambalajla gönderilen ürünlerde bu koruyucu ambalajın açılmış olması hâli bu kapsamdadır. Ürünü incelemek amacıyla yalnızca dış kargo kolisinin veya karton kutunun açılması bu istisna kapsamında değerlendirilmez.',
          'Alıcının istekleri veya kişisel ihtiyaçları doğrultusunda hazırlanan ürünler (ör. özel ölçüde dikilen nevresim takımları, isim veya monogram işlemeli havlu ve bornozlar).',
          'Tesliminden sonra başka ürünlerle karışan ve doğası gereği ayrıştırılması mümkün olmayan ürünler.',
        ],
      },
      {
        paragraphs: [
          'Bu istisnalar, ürünün ayıplı olması hâlinde Alıcının Kanundan doğan haklarını ortadan kaldırmaz.',
        ],
      },
      {
        heading: `8. Ticari Garanti: ${p.refundGuaranteeDays} Gün İade Garantisi`,
        paragraphs: [
          `8.1. Satıcı, yasal cayma hakkına ek olarak ve bu hakkı hiçbir şekilde sınırlamaksızın, ürünün teslim tarihinden itibaren ${p.refundGuaranteeDays} gün süreli iade garantisi sunar. Ürün sayfasında ürüne özgü daha uzun bir iade veya garanti süresi belirtilmişse o süre uygulanır.`,
          '8.2. Bu garanti kapsamında iade edilecek ürünün tüm parçaları ve aksesuarlarıyla birlikte gönderilmesi; kullanım ve yıkama talimatlarına aykırı kullanım ya da Alıcı kaynaklı yırtık, yanık, kalıcı leke gibi hasarlar içermemesi gerekir. 7. maddede sayılan istisnalar, ürünün ayıplı olduğu hâller dışında bu garanti için de geçerlidir.',
          '8.3. Garanti kapsamındaki iadeler Kolay İade üzerinden başlatılır; ücretsiz geri gönderim ve para iadesi, 6. maddede belirtilen usule göre yapılır.',
        ],
      },
      {
        heading: '9. Ayıplı Ürünler',
        paragraphs: [
          '9.1. Satıcı, ürünü Sipariş Özetinde ve Site’de belirtilen niteliklere uygun, sağlam ve eksiksiz olarak teslim etmekle yükümlüdür. Ürünün ayıplı olması hâlinde Alıcı, Kanunun 11. maddesi uyarınca; satılanı geri vermeye hazır olduğunu bildirerek sözleşmeden dönme, satış bedelinden ayıp oranında indirim isteme, ücretsiz onarılmasını isteme veya imkân varsa ürünün ayıpsız misli ile değiştirilmesini isteme seçimlik haklarından birini kullanabilir.',
          '9.2. Ücretsiz onarım veya ayıpsız misli ile değişim talepleri, talebin Satıcıya yöneltilmesinden itibaren en geç 30 iş günü içinde yerine getirilir. Ayıplı ürünlere ilişkin gönderim masrafları Satıcıya aittir.',
          '9.3. Ayıplı ürüne ilişkin sorumluluk, daha uzun bir süre öngörülmedikçe ayıp sonradan ortaya çıksa bile ürünün tesliminden itibaren 2 yıllık zamanaşımına tabidir. Ayıbın Alıcıdan hile ile gizlenmesi hâlinde zamanaşımı süresi uygulanmaz.',
        ],
      },
      {
        heading: '10. Tarafların Diğer Hak ve Yükümlülükleri',
        paragraphs: [
          '10.1. Alıcı, Sözleşme konusu ürünün temel nitelikleri, satış fiyatı, ödeme şekli, teslimat koşulları ve cayma hakkına ilişkin Ön Bilgilendirme Formunu okuyup bilgi sahibi olduğunu ve siparişi elektronik ortamda onayladığını kabul eder.',
          '10.2. Satıcı, ürünün faturasını e-Arşiv Fatura olarak düzenler ve Alıcının e-posta adresine gönderir; fatura ayrıca Müşteri Hizmetleri Girişi sayfasından görüntülenebilir.',
          '10.3. Alıcının beyan ettiği bilgilerin eksik veya hatalı olmasından kaynaklanan teslimat gecikmelerinden Satıcı sorumlu tutulamaz; ancak Satıcı, bu durumda Alıcıyla iletişime geçerek teslimatın tamamlanması için gereken özeni gösterir.',
        ],
      },
      {
        heading: '11. Kişisel Verilerin Korunması',
        paragraphs: [
          'Alıcının kişisel verileri, 6698 sayılı Kişisel Verilerin Korunması Kanunu uyarınca ve Site’de yayımlanan Gizlilik Sözleşmesi ve KVKK Aydınlatma Metni’ne uygun olarak işlenir. Siparişin ifası için zorunlu olan veriler; ödeme kuruluşu, kargo firmaları ve e-fatura hizmet sağlayıcısıyla yalnızca bu amaçla sınırlı olarak paylaşılır.',
        ],
      },
      {
        heading: '12. Bildirimler',
        paragraphs: [
          `Satıcı, Sözleşmeye ilişkin bildirimleri Alıcının sipariş sırasında beyan ettiği e-posta adresine ve telefon numarasına yapar. Alıcı, Sözleşmeye ilişkin bildirimlerini ${s.email} e-posta adresine, ${s.kep} KEP adresine veya ${s.address} adresine iletebilir.`,
        ],
      },
      {
        heading: '13. Uyuşmazlıkların Çözümü',
        paragraphs: [
          `13.1. Alıcı, şikâyet ve taleplerini öncelikle ${s.phone} numaralı telefon veya ${s.email} adresi üzerinden müşteri hizmetlerine iletebilir.`,
          '13.2. Sözleşmeden doğan uyuşmazlıklarda, Ticaret Bakanlığınca her yıl ilan edilen parasal sınırın altındaki başvurular için Alıcının yerleşim yerinin bulunduğu veya tüketici işleminin yapıldığı yerdeki Tüketici Hakem Heyeti yetkilidir. Başvurular, e-Devlet üzerinden Tüketici Bilgi Sistemi (TÜBİS) aracılığıyla da yapılabilir.',
          '13.3. Bu parasal sınırı aşan uyuşmazlıklarda Alıcının veya Satıcının yerleşim yerindeki Tüketici Mahkemeleri yetkilidir. Kanunun 73/A maddesi uyarınca, kanunda sayılan istisnalar dışında, Tüketici Mahkemesinde dava açılmadan önce arabulucuya başvurulmuş olması dava şartıdır.',
        ],
      },
      {
        heading: '14. Yürürlük',
        paragraphs: [
          'İşbu Sözleşme, Alıcının ödeme adımında Sözleşmeyi ve Ön Bilgilendirme Formunu onaylayarak siparişi tamamlamasıyla kurulur ve yürürlüğe girer. Sözleşme ve Ön Bilgilendirme Formu, sipariş onayıyla birlikte Alıcının e-posta adresine kalıcı veri saklayıcısı aracılığıyla gönderilir ve Satıcı tarafından Yönetmelik uyarınca en az 3 yıl süreyle saklanır.',
          `Sözleşmenin bu sürümü ${LEGAL_UPDATED_TEXT} tarihinden itibaren verilen siparişlere uygulanır. Her sipariş, onaylandığı tarihte yürürlükte olan Sözleşme hükümlerine tabidir.`,
        ],
      },
    ],
  },

  'gizlilik-sozlesmesi': {
    slug: 'gizlilik-sozlesmesi',
    title: 'Gizlilik Sözleşmesi ve KVKK Aydınlatma Metni',
    description:
      'Çarşı KVKK aydınlatma metni: işlenen kişisel veriler, amaçlar, hukuki sebepler, aktarımlar, saklama süreleri, çerezler ve KVKK md. 11 kapsamındaki haklarınız.',
    updatedAt: LEGAL_UPDATED_AT,
    sections: [
      {
        paragraphs: [
          `${s.legalName} (“${brand.brandName}” veya “Şirket”) olarak kişisel verilerinizin güvenliğine ve gizliliğine önem veriyoruz. Bu metin, 6698 sayılı Kişisel Verilerin Korunması Kanunu’nun (“KVKK”) 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca; ${s.site} internet sitesi, toptan satış portalı, müşteri hizmetleri kanalları ve sosyal medya hesaplarımız aracılığıyla işlenen kişisel verileriniz hakkında sizi bilgilendirmek amacıyla hazırlanmıştır.`,
        ],
      },
      {
        heading: '1. Veri Sorumlusu',
        paragraphs: [
          `Kişisel verileriniz, veri sorumlusu sıfatıyla ${s.legalName} tarafından işlenmektedir. KVKK’ya ilişkin sorularınız için ${mail.kvkk} adresine yazabilirsiniz.`,
        ],
        list: s.identity,
      },
      {
        heading: '2. İşlenen Kişisel Veri Kategorileri',
        paragraphs: [
          'Hizmetlerimizi kullanma şeklinize bağlı olarak aşağıdaki kişisel verileriniz işlenebilir:',
        ],
        list: [
          'Kimlik: ad, soyad; yalnızca mevzuat gereği zorunlu olduğu hâllerde (ör. belirli tutarın üzerindeki faturalarda) T.C. kimlik numarası',
          'İletişim: telefon numarası, e-posta adresi, teslimat ve fatura adresi',
          'Müşteri işlem: sipariş ve sepet bilgileri, sipariş geçmişi, iade ve cayma talepleri, iade nedeni, ürün yorumları ve soruları, müşteri hizmetleri yazışma ve görüşme kayıtları',
          'Finans: ödeme yöntemi, taksit sayısı, ödeme kuruluşundan dönen işlem sonucu ve maskelenmiş kart bilgisi; kapıda ödemeli siparişlerin iadesinde IBAN ve hesap sahibinin adı',
          'İşlem güvenliği: IP adresi, tarayıcı ve cihaz bilgileri, oturum ve log kayıtları, şifrelenmiş (hash) parola bilgisi, 3-D Secure doğrulama sonuçları',
          'Pazarlama: açık rızanıza bağlı olarak çerez verileri, alışveriş tercihleri, kampanya katılımı ve ticari elektronik ileti izinleri',
          'Hukuki işlem: şikâyet, talep ve ihtilaf yazışmaları; yetkili kurumlarla yapılan yazışmalar',
          'Kurumsal müşteri ve iş ortakları: toptan, bayi, tedarikçi ve ihracat başvurularında firma yetkilisinin adı, soyadı, unvanı ve iletişim bilgileri',
        ],
      },
      {
        paragraphs: [
          'Sağlık, din, etnik köken gibi özel nitelikli kişisel verilerinizi talep etmiyoruz. Yorum, soru ve destek formlarındaki serbest metin alanlarına bu tür bilgiler yazmamanızı rica ederiz. Özel nitelikli kişisel verilerin işlenmesinin zorunlu olduğu istisnai durumlarda bu veriler yalnızca KVKK’nın 6. maddesinde sayılan şartlardan birinin varlığı hâlinde ve Kişisel Verileri Koruma Kurulunca belirlenen yeterli önlemler alınarak işlenir.',
        ],
      },
      {
        heading: '3. Kişisel Verilerin İşlenme Amaçları',
        paragraphs: [],
        list: [
          'Üyelik veya misafir alışverişi kapsamında siparişlerin alınması, mesafeli satış sözleşmesinin kurulması ve ifası',
          'Ödemelerin alınması, 3-D Secure doğrulaması, taksitlendirme ve dolandırıcılığın önlenmesi',
          'Ürünlerin kargoya verilmesi, teslimatın takibi ve sipariş durumuna ilişkin SMS ve e-posta bildirimlerinin gönderilmesi',
          'Cayma, iade, değişim ve para iadesi süreçlerinin yürütülmesi',
          'e-Arşiv ve e-Fatura düzenlenmesi, muhasebe ve vergi yükümlülüklerinin yerine getirilmesi',
          'Müşteri hizmetleri taleplerinin ve şikâyetlerin yanıtlanması, hizmet kalitesinin ölçülmesi',
          'Ürün yorumları ile soru ve cevapların yayımlanması',
          'Bilgi güvenliğinin sağlanması, log kayıtlarının tutulması, sistemlerin kötüye kullanımının önlenmesi',
          'Toptan satış portalında kurumsal hesapların, cari hesapların ve kurumsal siparişlerin yönetimi; bayi, tedarikçi ve ihracat başvurularının değerlendirilmesi',
          'Mevzuattan doğan yükümlülüklerin yerine getirilmesi ve yetkili kurumların taleplerinin karşılanması',
          'Açık rızanızın bulunması hâlinde kampanya ve fırsatlara ilişkin ticari elektronik ileti gönderilmesi, site kullanımının analiz edilmesi ve size özel reklam ile içeriklerin sunulması',
        ],
      },
      {
        heading: '4. Hukuki Sebepler',
        paragraphs: [
          'Kişisel verileriniz, KVKK’nın 5. maddesinde yer alan aşağıdaki hukuki sebeplere dayanılarak işlenir:',
        ],
        list: [
          'Bir sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması (md. 5/2-c): sipariş, ödeme, teslimat, iade ve müşteri hizmetleri süreçleri',
          'Veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması (md. 5/2-ç): 213 sayılı Vergi Usul Kanunu, 6102 sayılı Türk Ticaret Kanunu, 6502 sayılı Tüketicinin Korunması Hakkında Kanun, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun ve 5651 sayılı Kanun’dan doğan yükümlülükler',
          'Kanunlarda açıkça öngörülmesi (md. 5/2-a): fatura ve mali kayıtlara ilişkin zorunlu bilgiler',
          'Bir hakkın tesisi, kullanılması veya korunması için zorunlu olması (md. 5/2-e): uyuşmazlık, şikâyet ve yargı süreçleri',
          'İlgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla veri sorumlusunun meşru menfaati için zorunlu olması (md. 5/2-f): bilgi güvenliği, dolandırıcılığın önlenmesi, zorunlu çerezler ve hizmet kalitesinin iyileştirilmesi',
          'Açık rızanızın bulunması (md. 5/1): ticari elektronik iletiler, analiz ve pazarlama çerezleri ile bu hizmetlerin gerektirdiği yurt dışına aktarımlar',
        ],
      },
      {
        heading: '5. Kişisel Verilerin Toplanma Yöntemi',
        paragraphs: [
          'Kişisel verileriniz; Site ve toptan satış portalındaki sipariş, üyelik, Kolay İade ve başvuru formları, müşteri hizmetleri telefon hattı, e-posta, WhatsApp ve destek formu, çerezler ve benzeri teknolojiler, sosyal medya hesaplarımız ile Trendyol ve Hepsiburada gibi pazar yerleri üzerinden verdiğiniz siparişlerde ilgili pazar yerinin bize ilettiği bilgiler aracılığıyla, otomatik veya kısmen otomatik yollarla elektronik ortamda toplanır. Ödeme kuruluşu ve kargo firmalarından işlem ve teslimat durumuna ilişkin bilgiler de alınır.',
        ],
      },
      {
        heading: '6. Kişisel Verilerin Aktarılması',
        paragraphs: [
          'Kişisel verileriniz, KVKK’nın 8. maddesine uygun olarak ve yalnızca ilgili amaçla sınırlı olmak üzere aşağıdaki alıcı gruplarına aktarılabilir. Kişisel verilerinizi hiçbir koşulda satmayız veya kiralamayız.',
        ],
        list: [
          'Ödeme kuruluşu ve bankalar: kartlı ödemelerin alınması, 3-D Secure doğrulaması, taksitlendirme, iade ve dolandırıcılık kontrolü için lisanslı ödeme kuruluşu iyzico (İyzi Ödeme ve Elektronik Para Hizmetleri A.Ş.) ile ilgili bankalar',
          'Kargo firmaları: teslimat ve iade gönderileri için Yurtiçi Kargo, UPS Türkiye ve PTT Kargo',
          'Muhasebe ve e-fatura hizmet sağlayıcıları: e-Arşiv/e-Fatura düzenlenmesi ve muhasebe kayıtlarının tutulması için yazılım sağlayıcımız ve mali müşavirimiz',
          'SMS ve e-posta hizmet sağlayıcıları: sipariş, kargo ve iade bildirimleri ile izin verdiğiniz ticari iletilerin gönderilmesi',
          'Barındırma ve bilgi teknolojileri hizmet sağlayıcıları: Site’nin ve sistemlerimizin yurt içinde çalıştırılması ve yedeklenmesi',
          'Pazar yerleri: ilgili pazar yeri üzerinden verilen siparişlerin yürütülmesi',
          'Hukuk ve denetim danışmanları: hakların korunması ve yasal denetimler',
          'Yetkili kamu kurum ve kuruluşları: Gelir İdaresi Başkanlığı, Ticaret Bakanlığı, tüketici hakem heyetleri, mahkemeler ve kolluk kuvvetleri gibi kurumların mevzuata dayalı talepleri',
        ],
      },
      {
        heading: '7. Yurt Dışına Aktarım',
        paragraphs: [
          'Kişisel verilerinizi kural olarak yurt içinde bulunan sunucularda işleriz. Analiz, reklam ve sosyal medya çerezleri gibi yurt dışına veri aktarımı gerektirebilecek hizmetleri yalnızca açık rızanızın bulunması hâlinde kullanırız; bu aktarımlar KVKK’nın 9. maddesinde öngörülen usul ve esaslara uygun olarak gerçekleştirilir. Açık rızanızı dilediğiniz zaman geri alabilirsiniz; geri alma, önceki işlemlerin hukuka uygunluğunu etkilemez.',
        ],
      },
      {
        heading: '8. Saklama Süreleri',
        paragraphs: [
          'Kişisel verileriniz, işlenme amacının gerektirdiği ve ilgili mevzuatta öngörülen süreler boyunca saklanır:',
        ],
        list: [
          'Sipariş, fatura ve muhasebe kayıtları (iade için bildirilen IBAN dahil): Türk Ticaret Kanunu ve Vergi Usul Kanunu uyarınca 10 yıl',
          'Mesafeli satış sözleşmesi, ön bilgilendirme ve teslimat kayıtları: en az 3 yıl; ticari defter ve belgelerle ilişkili olanlar 10 yıl',
          'Müşteri hizmetleri yazışma ve görüşme kayıtları: talebin sonuçlanmasından itibaren 3 yıl',
          'Ticari elektronik ileti onay ve ret kayıtları: onayın geçerliliğinin sona ermesinden itibaren 3 yıl',
          'Trafik ve log kayıtları: 5651 sayılı Kanun ve ilgili mevzuat uyarınca 2 yıl',
          'Pazarlama ve analiz amaçlı veriler ile çerezler: açık rızanın geri alınmasına veya çerezin süresinin dolmasına kadar',
        ],
      },
      {
        paragraphs: [
          'Saklama süresi sona eren kişisel veriler, Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik uyarınca ve en geç 6 aylık periyodik imha dönemlerinde silinir, yok edilir veya anonim hâle getirilir.',
        ],
      },
      {
        heading: '9. Veri Güvenliği',
        paragraphs: [
          'Kişisel verilerinizin hukuka aykırı olarak işlenmesini ve erişilmesini önlemek için gerekli teknik ve idari tedbirleri alırız. Site ile tarayıcınız arasındaki tüm iletişim TLS ile şifrelenir; parolalar geri döndürülemez biçimde (hash) saklanır; verilere yalnızca görevi gereği erişmesi gereken çalışanlarımız yetkilendirilmiş hesaplarla erişebilir. Kart bilgileriniz doğrudan ödeme kuruluşunun güvenli ödeme sayfasında işlenir ve tarafımızca saklanmaz. Bir veri ihlalinin gerçekleşmesi hâlinde durum, mevzuatta öngörülen sürelerde Kişisel Verileri Koruma Kuruluna ve etkilenen kişilere bildirilir.',
        ],
      },
      {
        heading: '10. Çerezler',
        paragraphs: [
          'Site’de, tarayıcınıza kaydedilen küçük metin dosyaları olan çerezler ve benzeri teknolojiler kullanılır. Çerezleri amaçlarına göre aşağıdaki şekilde sınıflandırırız:',
        ],
        list: [
          'Zorunlu çerezler: Sepetin, oturumun, güvenli ödemenin ve çerez tercihlerinizin hatırlanması gibi Site’nin çalışması için gerekli çerezlerdir. Açık rızaya tabi değildir ve KVKK md. 5/2-c ve 5/2-f kapsamında kullanılır.',
          'Analiz (performans) çerezleri: Site’nin nasıl kullanıldığını anonim veya takma adlı istatistiklerle ölçmemize yardımcı olur. Yalnızca açık rızanızla kullanılır.',
          'Pazarlama (reklam) çerezleri: İlgi alanlarınıza uygun reklamların gösterilmesi ve kampanyaların ölçülmesi için kullanılır. Yalnızca açık rızanızla kullanılır.',
        ],
      },
      {
        paragraphs: [
          'Site’yi ilk ziyaretinizde gösterilen çerez bildiriminde analiz ve pazarlama çerezleri önceden işaretlenmiş olarak sunulmaz; bu çerezleri kabul etmek ile reddetmek aynı kolaylıktadır ve reddetmeniz alışveriş yapmanıza engel olmaz. Tercihlerinizi dilediğiniz zaman çerez yönetim panelinden değiştirebilir, tarayıcı ayarlarınız aracılığıyla çerezleri silebilir veya engelleyebilirsiniz.',
        ],
      },
      {
        heading: '11. Ticari Elektronik İletiler ve İYS',
        paragraphs: [
          `Kampanya, indirim ve yeni ürün duyurularını içeren ticari elektronik iletiler, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun ve Ticari İletişim ve Ticari Elektronik İletiler Hakkında Yönetmelik uyarınca yalnızca onayınız alınarak gönderilir ve onaylarınız İleti Yönetim Sistemi’ne (İYS) kaydedilir. Onayınızı dilediğiniz zaman, iletilerde yer alan ret bağlantısı veya SMS ret yöntemiyle, İYS’nin internet sitesi, mobil uygulaması ya da e-Devlet üzerinden veya ${s.email} adresine yazarak geri alabilirsiniz; ret talebiniz en geç 3 iş günü içinde uygulanır.`,
          'Sipariş onayı, kargo takibi, iade ve para iadesi gibi mevcut siparişinize ilişkin bilgilendirme mesajları ticari elektronik ileti niteliğinde değildir ve onayınıza bağlı olmaksızın gönderilir. Tacir ve esnaf niteliğindeki toptan müşterilerimize ise mevzuat uyarınca önceden onay alınmaksızın ticari ileti gönderilebilir; bu müşterilerimiz de dilediği zaman ret hakkını kullanabilir.',
        ],
      },
      {
        heading: '12. KVKK Md. 11 Kapsamındaki Haklarınız',
        paragraphs: ['KVKK’nın 11. maddesi uyarınca Şirketimize başvurarak;'],
        list: [
          'Kişisel verilerinizin işlenip işlenmediğini öğrenme,',
          'Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,',
          'Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
          'Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,',
          'Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,',
          'KVKK’nın 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,',
          'Düzeltme, silme ve yok etme işlemlerinin kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
          'İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
          'Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme haklarına sahipsiniz.',
        ],
      },
      {
        heading: '13. Başvuru Yöntemi',
        paragraphs: [
          `Haklarınıza ilişkin taleplerinizi, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ uyarınca; ${s.address} adresine ıslak imzalı dilekçe ile şahsen veya posta yoluyla, ${s.kep} KEP adresine, güvenli elektronik imza ya da mobil imza ile imzalanmış olarak ${mail.kvkk} adresine veya sistemimizde kayıtlı e-posta adresinizden ${mail.kvkk} adresine iletebilirsiniz.`,
          'Başvurunuzda adınız, soyadınız, imzanız (yazılı başvurularda), T.C. kimlik numaranız (yabancılar için uyruk ve pasaport numarası), tebligata esas yerleşim yeri veya iş yeri adresiniz, varsa bildirime esas e-posta adresiniz ve telefon numaranız ile talep konunuzun yer alması gerekir. Kimliğinizi doğrulamak için ek bilgi talep edebiliriz.',
          'Başvurunuz, talebin niteliğine göre en geç 30 gün içinde ücretsiz olarak sonuçlandırılır. İşlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulunca belirlenen tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya süresinde cevap verilmemesi hâlinde, cevabı öğrendiğiniz tarihten itibaren 30 gün ve her hâlükârda başvuru tarihinden itibaren 60 gün içinde Kişisel Verileri Koruma Kuruluna şikâyette bulunabilirsiniz.',
        ],
      },
      {
        heading: '14. Diğer Hükümler',
        paragraphs: [
          'Site’de üçüncü kişilere ait internet sitelerine bağlantılar bulunabilir; bu sitelerin gizlilik uygulamalarından Şirket sorumlu değildir. Site üzerinden alışveriş yapabilmek için 18 yaşını doldurmuş olmak gerekir.',
          `Bu metin, mevzuattaki ve uygulamalarımızdaki değişikliklere bağlı olarak güncellenebilir. Güncel metin her zaman bu sayfada yayımlanır; son güncelleme tarihi: ${LEGAL_UPDATED_TEXT}.`,
        ],
      },
    ],
  },

  'cayma-hakki': {
    slug: 'cayma-hakki',
    title: 'Cayma Hakkı, Teslimat ve İade Koşulları',
    description: `Teslimat süreleri, ${p.freeShippingThreshold} TL üzeri ücretsiz kargo, ${p.withdrawalDays} gün cayma hakkı, ${p.refundGuaranteeDays} gün iade garantisi ve Kolay İade ile para iadesi süreci hakkında bilgiler.`,
    updatedAt: LEGAL_UPDATED_AT,
    sections: [
      {
        paragraphs: [
          `Alışverişinizin siparişten teslimata, gerekirse iadeye kadar sorunsuz ilerlemesini istiyoruz. Bu sayfada teslimat, cayma hakkı ve iade koşullarımızı özetledik; ayrıntılı hükümler Mesafeli Satış Sözleşmesi’nde yer almaktadır. Sorularınız için müşteri hizmetlerimize ${s.phone} numarasından veya ${s.email} adresinden ulaşabilirsiniz.`,
        ],
      },
      {
        heading: '1. Teslimat Süreleri ve Kargo Firmaları',
        paragraphs: [
          `Hafta içi saat 14:00’e kadar verilen ve stokta bulunan ürünleri içeren siparişler genellikle aynı gün, diğer siparişler en geç 1–2 iş günü içinde kargoya verilir. Kargoya verilen siparişler çoğunlukla 1–3 iş günü içinde teslim edilir; köy ve kırsal bölgelerde bu süre 2–5 iş gününe kadar uzayabilir. Teslimat, her hâlükârda siparişinizin bize ulaştığı tarihten itibaren ${p.maxDeliveryDays} günü aşmaz.`,
          'Gönderilerimizi Yurtiçi Kargo ve UPS Türkiye ile, bu firmaların hizmet vermediği bölgelere ise PTT Kargo ile yapıyoruz. Siparişiniz kargoya verildiğinde takip numarası SMS ve e-posta ile iletilir; siparişinizin durumunu Müşteri Hizmetleri Girişi (/musteri-hizmetleri-giris) sayfasından da izleyebilirsiniz.',
        ],
      },
      {
        heading: '2. Kargo Ücreti',
        paragraphs: [
          `${p.freeShippingThreshold} TL ve üzeri siparişlerde kargo ücretsizdir. Bu tutarın altındaki siparişlerde uygulanan kargo ücreti ve kapıda ödeme seçeneğinde varsa hizmet bedeli, siparişi onaylamadan önce ödeme adımında açıkça gösterilir.`,
        ],
      },
      {
        heading: '3. Hasarlı veya Eksik Teslimat',
        paragraphs: [
          'Kargo paketinizi teslim alırken lütfen dış görünüşünü kontrol edin. Pakette ezik, yırtık, ıslaklık veya açılma izi görürseniz:',
        ],
        list: [
          'Kargo görevlisine hasar tespit tutanağı düzenletin ve tutanağın bir nüshasını alın,',
          'Dilerseniz paketi teslim almayı reddedin; paket bize geri döndüğünde yeni gönderim veya para iadesi yapılır,',
          'Paketin ve ürünün fotoğraflarını çekerek sipariş numaranızla birlikte müşteri hizmetlerimize iletin.',
        ],
      },
      {
        paragraphs: [
          'Ürün size teslim edilene kadar oluşan kayıp ve hasarlardan biz sorumluyuz. Paketi teslim aldıktan sonra fark ettiğiniz hasar, kusur veya eksik ürünleri de en kısa sürede, fotoğraflarla birlikte bildirmenizi rica ederiz. Hasarlı veya eksik ürünler size hiçbir masraf yansıtılmadan yenisiyle değiştirilir, tamamlanır ya da bedeli iade edilir.',
        ],
      },
      {
        heading: '4. 14 Gün Cayma Hakkı',
        paragraphs: [
          `Mesafeli Sözleşmeler Yönetmeliği uyarınca, ürünün size veya belirlediğiniz kişiye teslim edildiği günden itibaren ${p.withdrawalDays} gün içinde hiçbir gerekçe göstermeden ve cezai şart ödemeden cayma hakkınızı kullanabilirsiniz. Birden fazla ürünün ayrı ayrı teslim edildiği siparişlerde bu süre, son ürünün teslim alındığı günden itibaren başlar. Cayma bildiriminizi yaptıktan sonra ürünü ${p.returnShipmentDays} gün içinde geri göndermeniz gerekir.`,
        ],
      },
      {
        heading: `5. ${p.refundGuaranteeDays} Gün İade Garantisi`,
        paragraphs: [
          `Yasal cayma hakkınıza ek olarak, ürünlerimizi teslim tarihinden itibaren ${p.refundGuaranteeDays} gün içinde iade edebilirsiniz. Ürün sayfasında ürüne özgü daha uzun bir iade veya garanti süresi belirtilmişse o süre geçerlidir. Bu garanti kapsamındaki iadelerde ürünün tüm parçalarıyla birlikte gönderilmesi ve kullanım ya da yıkama talimatına aykırı kullanım nedeniyle hasar görmemiş olması yeterlidir.`,
        ],
      },
      {
        heading: '6. İade Alınamayan Ürünler',
        paragraphs: [
          'Aşağıdaki ürünler, kusurlu veya hatalı gönderilmiş olmadıkça cayma hakkı ve iade garantisi kapsamı dışındadır:',
        ],
        list: [
          'Yastık, yorgan ve alez gibi doğrudan vücutla temas eden ve mühürlü, vakumlu ya da hijyen bantlı ambalajla gönderilen ürünlerden, bu koruyucu ambalajı açılmış olanlar. Ürünü incelemek için yalnızca dış kargo kolisini veya karton kutuyu açmanız iade hakkınızı etkilemez.',
          'Sizin için özel ölçüde dikilen veya isim ve monogram işlenerek kişiselleştirilen ürünler.',
        ],
      },
      {
        heading: '7. Kolay İade Nasıl Başlatılır?',
        paragraphs: ['İadenizi birkaç adımda başlatabilirsiniz:'],
        list: [
          'Kolay İade (/kolay-iade-baslat) sayfasında sipariş numaranızı ve siparişte kullandığınız telefon numarasını girin,',
          'İade etmek istediğiniz ürünleri ve adetlerini seçin, iade nedeninizi belirtin,',
          'Kapıda ödemeyle verdiğiniz siparişlerde, para iadesinin yapılacağı size ait IBAN’ı girin,',
          'Size SMS ve e-posta ile iletilen iade kodunu not alın,',
          'Ürünü mümkünse orijinal ambalajıyla paketleyin ve iade koduyla birlikte anlaşmalı kargo firmamızın herhangi bir şubesine teslim edin.',
        ],
      },
      {
        paragraphs: [
          `${s.returnText} Farklı bir kargo firmasını kendi tercihinizle kullanmanız hâlinde gönderim bedeli size aittir. İade paketlerinin gönderileceği adres: ${warehouse}.`,
        ],
      },
      {
        heading: '8. İade Nedenleri',
        paragraphs: [
          'İade talebinizi oluştururken aşağıdaki nedenlerden birini seçmeniz istenir. Seçtiğiniz neden iade hakkınızı etkilemez; hizmetimizi ve ürünlerimizi geliştirmemize yardımcı olur. Ürünün kusurlu veya yanlış gönderildiği durumlarda fotoğraf eklemeniz süreci hızlandırır.',
        ],
        list: refundReasons,
      },
      {
        heading: '9. Para İadesi',
        paragraphs: [
          `Kredi veya banka kartıyla yapılan ödemelerde iade tutarı, iade paketiniz depomuza ulaştıktan sonra ${p.cardRefundHours} saat içinde ödemeyi yaptığınız karta iade edilir. Tutarın kart ekstrenize veya hesabınıza yansıma süresi bankanıza bağlıdır ve genellikle birkaç iş günü sürer. Taksitli alışverişlerde iade, bankanızın uygulamasına göre taksitler hâlinde yansıtılabilir.`,
          'Kapıda ödemeyle verilen siparişlerde iade tutarı, Kolay İade sırasında bildirdiğiniz ve adınıza kayıtlı IBAN’a banka havalesi veya EFT ile gönderilir. IBAN’ın hatalı olması veya başka bir kişiye ait olması iadenin gecikmesine yol açabilir.',
          `Cayma hakkı kapsamındaki iadelerde, ilk siparişte ödediğiniz kargo ücreti dahil tahsil edilen tüm tutar iade edilir. Her durumda para iadesi, cayma bildiriminizin bize ulaştığı tarihten itibaren yasal süre olan ${p.refundDays} günü aşmaz.`,
        ],
      },
      {
        heading: '10. Değişim ve Ayıplı Ürünler',
        paragraphs: [
          'Farklı bir ebat veya renk tercih ederseniz, mevcut ürününüzü Kolay İade ile iade edip yeni ürünü ayrıca sipariş verebilirsiniz; böylece iadeniz ve yeni siparişiniz birbirini beklemeden ilerler.',
          'Ürünün kusurlu (ayıplı) çıkması hâlinde, 6502 sayılı Tüketicinin Korunması Hakkında Kanun uyarınca sözleşmeden dönme, bedel indirimi, ücretsiz onarım veya ayıpsız misli ile değişim haklarınızdan birini seçebilirsiniz. Ayıplı ürünlere ilişkin gönderim masrafları tarafımıza aittir. Bu haklarınızı, ürünün tesliminden itibaren 2 yıllık zamanaşımı süresi içinde kullanabilirsiniz.',
        ],
      },
    ],
  },
});

/**
 * The about, contact, sponsorship, careers and legal pages, written around the seller's identity
 * and return terms the server gives (the owner's settings) and the shop's address.
 */
export function staticPagesFor(facts: LegalFacts, publicUrl: string): Record<string, StaticPage> {
  return pagesFor(sellerTexts(facts, publicUrl));
}

/** One page by its slug; undefined when there is no such page. */
export function staticPageFor(
  slug: string,
  facts: LegalFacts,
  publicUrl: string,
): StaticPage | undefined {
  const pages = staticPagesFor(facts, publicUrl);
  return Object.hasOwn(pages, slug) ? pages[slug] : undefined;
}
