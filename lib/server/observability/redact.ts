// What a log keeps of a phone or an ID number: its masked form. For free text written by others (a
// browser's error report, a manager's request body) where such a value may turn up anywhere.

const PHONE = /(?<![0-9A-Za-z])(?:\+?86[- ]?)?(1[3-9]\d)(\d{4})(\d{4})(?![0-9A-Za-z])/g;
const ID_NUMBER = /(?<![0-9A-Za-z])(\d{4})(\d{10}|\d{7})(\d{3}[\dXx]|\d{4})(?![0-9A-Za-z])/g;

/** 139****5678 for a mobile number, 4101**********123X for an ID number (18 or 15 characters), wherever they stand in the text. */
export function redactPersonal(text: string): string {
  return text
    .replace(ID_NUMBER, (_, head: string, middle: string, tail: string) => `${head}${'*'.repeat(middle.length)}${tail.toUpperCase()}`)
    .replace(PHONE, (_, head: string, __: string, tail: string) => `${head}****${tail}`);
}
