// The password length limits alone, for the browser's forms: importing them does not bring the rest
// of the password policy (and zod) into a page's first load (lib/validation/password-policy.ts).
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
