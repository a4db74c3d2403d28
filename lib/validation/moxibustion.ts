// Shared by the moxibustion certificate search form and the API, so both reject the same input.

/** "AJ", the year of issue and a 6-digit serial, like AJ2026000012. */
export const MOXIBUSTION_CERT_NO_PATTERN = /^AJ\d{10}$/;

export const normalizeMoxibustionCertNo = (value: string) => value.trim().toUpperCase();
