/**
 * Material for the demo reviews and questions: Turkish first names, surname initials and
 * comments by star rating, general ones and ones that only fit a department.
 */

export const FIRST_NAMES: readonly string[] = [
  'Ayşe',
  'Fatma',
  'Zeynep',
  'Elif',
  'Emine',
  'Hatice',
  'Merve',
  'Büşra',
  'Esra',
  'Özlem',
  'Derya',
  'Gülşen',
  'Seda',
  'Tuğba',
  'Şeyma',
  'Nur',
  'Ebru',
  'Sevgi',
  'Pınar',
  'Gizem',
  'Melek',
  'Sibel',
  'Hülya',
  'Dilek',
  'Mehmet',
  'Mustafa',
  'Ahmet',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'Murat',
  'Emre',
  'Burak',
  'Serkan',
  'Oğuz',
  'Kemal',
  'Cem',
  'Tolga',
  'Yusuf',
  'Ömer',
  'Barış',
  'Gökhan',
  'Çağla',
  'İrem',
  'Ceren',
  'Kübra',
  'Songül',
];

/** Initials of common surnames (Yılmaz, Kaya, Demir, Şahin, Çelik, Öztürk, Aydın …). */
export const SURNAME_INITIALS: readonly string[] = [
  'Y',
  'K',
  'D',
  'Ş',
  'Ç',
  'Ö',
  'A',
  'T',
  'E',
  'B',
  'G',
  'S',
  'Ü',
  'P',
  'M',
  'O',
  'İ',
  'C',
  'H',
  'U',
];

export type Stars = 1 | 2 | 3 | 4 | 5;

export const GENERAL_COMMENTS: Readonly<Record<Stars, readonly string[]>> = {
  5: [
    'Çok memnun kaldım, fotoğraftakinin aynısı geldi.',
    'Kargo ertesi gün elimdeydi, paketleme de çok özenliydi. Teşekkürler Çarşı!',
    'Kalitesi fiyatının çok üstünde, kesinlikle tavsiye ederim.',
    'İkinci kez alıyorum, yine hiç hayal kırıklığına uğratmadı.',
    'Annem için almıştım, çok beğendi. Yenisini kendime sipariş edeceğim.',
    'Rengi tam göründüğü gibi, dokusu da çok güzel.',
    'Mükemmel bir ürün, her kuruşuna değer.',
    'Hediye olarak aldım, kutusu bile çok şıktı.',
    'Yıkadıktan sonra da ilk günkü gibi duruyor, çok memnunum.',
    'Beklentimin çok üzerinde çıktı, ellerinize sağlık.',
    'Ürün harika, satıcı da çok ilgili. Sorularıma hemen cevap verdiler.',
    'Uzun zamandır bu kalitede bir ürün arıyordum, sonunda buldum.',
    'Herkese gönül rahatlığıyla önerebilirim.',
    'Fiyat performans ürünü, çok beğendik.',
    'Kumaşı yumuşacık, dikişleri de düzgün. Beş yıldızı hak ediyor.',
    'Eşim de çok beğendi, bir tane daha alacağız.',
    'Tam aradığım gibi, teşekkür ederim.',
    'İndirimde aldım, çok iyi bir alışveriş oldu.',
    'Sipariş verdiğim gün kargoya verildi, ürün de kusursuz.',
    'Kokusuz ve tertemiz geldi, hemen kullanmaya başladık.',
    'Evdeki herkes bayıldı, yorum yazmadan geçemedim.',
    'Denizli kalitesi kendini belli ediyor, çok teşekkürler.',
  ],
  4: [
    'Güzel ürün, sadece kargo biraz geç geldi.',
    'Kalitesi iyi, rengi fotoğraftakinden bir ton açık ama yine de beğendim.',
    'Fiyatına göre gayet başarılı.',
    'Beğendim, ilk yıkamada biraz tüy bıraktı ama sonra düzeldi.',
    'Gayet kullanışlı, ambalajı biraz daha sağlam olabilirdi.',
    'Memnunum, bir yıldızı kargo süresi için kırdım.',
    'Ürün güzel ama ilk açtığımda hafif bir ambalaj kokusu vardı, havalandırınca geçti.',
    'Dikişleri düzgün, kumaşı kaliteli. Tavsiye ederim.',
    'Beklediğim gibi çıktı, yine alırım.',
    'Rengi çok hoş, ölçüleri de yazdığı gibi.',
    'Genel olarak memnunum, fiyatı biraz daha uygun olabilirdi.',
    'İyi bir ürün, müşteri hizmetleri de çok yardımcı oldu.',
    'Kaliteli ama ütü istiyor, onun dışında sorun yok.',
    'Güzel, kullanışlı bir ürün. Kargo paketi biraz ezik gelmişti.',
  ],
  3: [
    'Fena değil ama fiyatına göre daha iyisini beklerdim.',
    'Ortalama bir ürün, işimi görüyor.',
    'Rengi fotoğraftakinden farklı geldi, kalitesi ise idare eder.',
    'Kargo hızlıydı ama ürün beklediğim kadar kalın değil.',
    'Yıkamadan sonra biraz çekti, dikkat etmek lazım.',
    'Kumaşı güzel fakat dikişlerde birkaç ip ucu vardı.',
    'Ne iyi ne kötü, fiyatı indirimdeyken alınabilir.',
    'Biraz ince geldi ama yazın kullanmak için uygun.',
    'Ürün idare eder, paketleme özensizdi.',
  ],
  2: [
    'Beklentimi karşılamadı, kumaşı çok ince.',
    'İlk yıkamada rengi biraz soldu, üzüldüm.',
    'Ölçüsü yazandan küçük geldi, değişim için iletişime geçtim.',
    'Kargo gecikti, ürün de fotoğraftaki gibi değil.',
    'Dikişlerinden biri söküktü, iade ettim; iade süreci hızlı ilerledi.',
    'Fiyatına göre kalitesi düşük.',
  ],
  1: [
    'Hiç beğenmedim, iade ettim. İade işlemi sorunsuz oldu ama ürün kötüydü.',
    'Yanlış renk gönderildi, değişim için bekliyorum.',
    'Kumaşı fotoğraftakiyle hiç alakası yok, tavsiye etmiyorum.',
    'Paket yırtık geldi, ürünün üzerinde leke vardı.',
  ],
};

/** Comments that only make sense for one department, by department name. */
export const DEPARTMENT_COMMENTS: Readonly<
  Record<string, Partial<Record<Stars, readonly string[]>>>
> = {
  'Nevresim Takımları': {
    5: [
      'Pamuk saten gerçekten ipek gibi, yatağa girince fark hemen anlaşılıyor.',
      'Nevresimin fermuarı gizli ve çok kullanışlı, yorganı takmak çok kolay oldu.',
      'Yıkadıktan sonra hiç çekmedi, renkleri de solmadı.',
      'Yastık kılıfları da tam 50x70, yastıklara tam oturdu.',
    ],
    4: [
      'Kumaşı çok güzel, sadece çarşaf biraz kısa geldi.',
      'Nevresim harika ama ütü istiyor, ütülenince çok şık duruyor.',
    ],
    3: ['Yastık kılıfları biraz dar, yastığı zor geçirdik.'],
    2: ['İkinci yıkamada nevresim tüylenmeye başladı.'],
  },
  Yorganlar: {
    5: [
      'Hem hafif hem sıcacık, kaloriferi kıstık bile diyebilirim.',
      'Yorgan çok kabarık geldi, dolgusu her yere eşit dağılmış.',
      'Alerjim var, bu yorganla sabahları hapşırarak uyanmıyorum.',
      'Bu yorgandan sonra eski yorganımıza dönemeyiz.',
    ],
    4: [
      'Çok sıcak tutuyor, hatta bizim ev için biraz fazla sıcak.',
      'Güzel yorgan, vakumlu paketten çıkınca bir gün kabarmasını bekledik.',
    ],
    3: ['Sıcak tutuyor ama biraz ağır.'],
    2: ['Dikiş aralarından ara ara tüy çıkıyor.'],
  },
  Yastıklar: {
    5: [
      'Boyun ağrılarım azaldı, keşke daha önce alsaymışım.',
      'Tam istediğim sertlikte, yıkadıktan sonra da şeklini korudu.',
      'Yumuşacık ama başı gömmüyor, çok rahat uyuyorum.',
    ],
    4: [
      'Rahat bir yastık, alışmak birkaç gece sürdü.',
      'Biraz yüksek geldi ama sırt üstü yatanlar için ideal.',
    ],
    3: ['Benim için fazla yumuşak, sert seven almasın.'],
    2: ['Birkaç hafta içinde yastık çöktü, kabarmıyor.'],
  },
  Alezler: {
    5: [
      'Gerçekten hiç su geçirmiyor, çocuklu evler için şart.',
      'Hışırtı yapmıyor, üzerinde yattığınızı fark etmiyorsunuz bile.',
      'Lastiği yatağa tam oturdu, kaymıyor.',
    ],
    4: ['Sıvı geçirmiyor ama yazın biraz sıcak tutuyor.'],
    3: ['Lastiği yüksek yatak için biraz kısa kaldı.'],
  },
  Battaniyeler: {
    5: [
      'Koltukta film izlerken vazgeçilmezimiz oldu, yumuşacık.',
      'Hiç tüy bırakmıyor, yıkadıktan sonra da yumuşaklığı aynı.',
      'Çok sıcak tutuyor, kış için birebir.',
    ],
    4: ['Çok yumuşak, rengi fotoğraftakinden biraz daha koyu.'],
    3: ['Biraz statik elektrik yapıyor, onun dışında güzel.'],
  },
  Pikeler: {
    5: [
      'Yaz gecelerinde serin tutuyor, tam aradığım pike.',
      'Dokusu çok şık, yatak odası bambaşka oldu.',
      'Müslin yıkandıkça daha da yumuşuyor, bayıldım.',
    ],
    4: ['Güzel pike, ilk yıkamada biraz çekti ama ölçüsü yine yeterli.'],
    3: ['Biraz ince, kışın tek başına yetmez.'],
  },
  'Havlu ve Bornozlar': {
    5: [
      'Suyu inanılmaz emiyor, havlu kokusu da çok güzel.',
      'Otel havlusu gibi kalın ve yumuşak.',
      'Bornoz tam beden geldi, çok rahat.',
      'Yıkadıkça daha da yumuşadı, kesinlikle tavsiye ederim.',
    ],
    4: ['İlk yıkamada biraz hav döktü, sonrasında sorun olmadı.'],
    3: ['Suyu iyi emiyor ama beklediğimden ince.'],
    2: ['İlk yıkamada çok hav döktü, diğer çamaşırlar tüy oldu.'],
  },
  'Uyku Setleri': {
    5: [
      'Set halinde almak çok mantıklı oldu, her şey birbirine uyumlu.',
      'Yeni evimiz için aldık, yatak odamız tamamlandı.',
    ],
    4: ['Set güzel, yastıklar biraz daha dolgun olabilirdi.'],
  },
  'Ev Tekstili': {
    5: [
      'Evin havası değişti, renkleri çok canlı.',
      'Kumaşı kaliteli, ölçüleri de tam yazıldığı gibi.',
    ],
    4: ['Güzel duruyor, ütü istiyor ama değer.'],
    3: ['Fotoğraftakinden biraz farklı ton ama kullanılır.'],
  },
};

export interface QuestionData {
  question: string;
  answer: string | null;
}

/** Customer questions with the shop's answers (null: not answered yet), by department. */
export const QUESTIONS: Readonly<Record<string, readonly QuestionData[]>> = {
  'Nevresim Takımları': [
    {
      question: 'Çift kişilik takımda kaç yastık kılıfı var?',
      answer:
        'Merhaba, çift kişilik takımlarımızda 50x70 cm ölçüsünde iki yastık kılıfı bulunmaktadır. İyi günlerde kullanın.',
    },
    {
      question: 'Nevresimin kapanışı fermuarlı mı, çıtçıtlı mı?',
      answer:
        'Merhaba, bu modelde gizli fermuar kullanılmaktadır; yorgan kolayca takılıp çıkarılabilir.',
    },
    {
      question: '180x200 yatağa lastikli çarşaf olur mu?',
      answer:
        'Merhaba, lastikli çarşaflı seçenek 160x200 cm yataklar içindir. 180x200 cm için King seçeneğini öneririz.',
    },
    { question: 'Kurutma makinesinde kurutabilir miyim?', answer: null },
  ],
  Yorganlar: [
    {
      question: 'Yorgan vakumlu paketle mi geliyor? Kabarması ne kadar sürer?',
      answer:
        'Merhaba, yorganlarımız vakumlu paketle gönderilir. Paketten çıkardıktan sonra 24 saat içinde tam hacmine ulaşır.',
    },
    {
      question: 'Kaz tüyüne alerjim var, elyaf yorgan uygun olur mu?',
      answer:
        'Merhaba, elyaf yorganlarımız antialerjik dolguludur ve tüy içermez; gönül rahatlığıyla kullanabilirsiniz.',
    },
    {
      question: 'Evde yıkanabilir mi?',
      answer:
        'Merhaba, elyaf yorganlar evde 40 °C’de yıkanabilir. Tüy ve yün yorganlar için kuru temizleme öneriyoruz.',
    },
  ],
  Yastıklar: [
    {
      question: 'Yastık sert mi yumuşak mı?',
      answer:
        'Merhaba, yastığımız orta sertliktedir; yan ve sırt üstü yatanlar için uygundur. Çarşı Müşteri Hizmetleri olarak iyi uykular dileriz.',
    },
    {
      question: 'Kılıfı çıkarılıp yıkanabiliyor mu?',
      answer: 'Merhaba, fermuarlı kılıfı çıkarılıp 40 °C’de yıkanabilir.',
    },
    { question: 'Yastığın yüksekliği kaç cm?', answer: null },
  ],
  Alezler: [
    {
      question: 'Yatağım 28 cm yüksekliğinde, alez olur mu?',
      answer:
        'Merhaba, alezlerimizin lastikli kenarları 30 cm yüksekliğe kadar yataklara uygundur.',
    },
    {
      question: 'Üzerinde yatınca ses yapıyor mu?',
      answer: 'Merhaba, TPU membran sessizdir; hışırtı yapmaz ve nefes alır.',
    },
  ],
  Battaniyeler: [
    {
      question: 'Battaniye tüy bırakıyor mu?',
      answer:
        'Merhaba, ürünümüz tüy bırakmayan özel işlemden geçmiştir. İlk yıkamayı tek başına yapmanızı öneririz.',
    },
    {
      question: 'Çift kişilik ölçüsü tam olarak nedir?',
      answer: 'Merhaba, çift kişilik battaniyemiz 200x220 cm ölçüsündedir.',
    },
  ],
  Pikeler: [
    {
      question: 'Pike takımında yastık kılıfı var mı?',
      answer: 'Merhaba, pike takımlarımızda iki adet 50x70 cm yastık kılıfı bulunmaktadır.',
    },
    {
      question: 'Yıkamada çeker mi?',
      answer:
        'Merhaba, %100 pamuk ürünlerde ilk yıkamada %3–5 çekme olabilir; ölçülerimiz bu pay düşünülerek belirlenmiştir.',
    },
  ],
  'Havlu ve Bornozlar': [
    {
      question: 'Bornoz kalıbı dar mı? Hangi bedeni almalıyım?',
      answer:
        'Merhaba, bornozlarımız standart kalıptır. Normalde giydiğiniz bedeni seçmenizi öneririz.',
    },
    {
      question: 'Havlu kaç gram?',
      answer: 'Merhaba, havlularımız 500 g/m² ağırlığındadır.',
    },
  ],
  'Uyku Setleri': [
    {
      question: 'Set hediye paketiyle gönderilebilir mi?',
      answer:
        'Merhaba, sipariş notuna yazmanız halinde ücretsiz hediye paketi yapıyoruz. Fatura pakete konulmaz.',
    },
  ],
  'Ev Tekstili': [
    {
      question: 'Ürün ütü istiyor mu?',
      answer: 'Merhaba, ürün kırışmaya dayanıklıdır; dilerseniz düşük ısıda ütüleyebilirsiniz.',
    },
  ],
};

export const SHOP_ANSWERER = 'Çarşı Müşteri Hizmetleri';
