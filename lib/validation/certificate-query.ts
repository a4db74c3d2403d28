// Shared by the certificate query form and the API, so both reject the same input.

/** One capital letter and 21 digits, like S0000410001224xxxxxxx. */
export const CERT_NO_PATTERN = /^[A-Z]\d{21}$/;

/** 2–20 Chinese characters; the middle dot of minority and transliterated names is allowed. */
export const CHINESE_NAME_PATTERN = /^[\p{Script=Han}·]{2,20}$/u;

export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const normalizeCertNo = (value: string) => value.trim().toUpperCase();
