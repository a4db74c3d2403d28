// Whether handles seal ID numbers unless told otherwise (connect()'s encryptAtRest option): always,
// but for tests that write rows as an older version did.
export const ENCRYPT_AT_REST = true;
