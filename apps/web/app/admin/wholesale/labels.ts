/** The sign-up row's status, in the staff's words. */
export const accountStatusLabels: Record<string, string> = {
  pending: 'Onay bekliyor',
  active: 'Aktif',
  rejected: 'Reddedildi',
  suspended: 'Pasif',
};

export const typeLabel = { endUser: 'Son kullanıcı', reSeller: 'Bayi', none: '—' };

/** Kuruş shown as TL in a number input, and a typed TL amount back to kuruş. */
export const tl = (kurus: number) => kurus / 100;
export const kurus = (value: number | string) => Math.round(Number(value || 0) * 100);
