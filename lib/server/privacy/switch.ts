// Whether handles seal ID numbers unless told otherwise (connect()'s encryptAtRest option).
export const ENCRYPT_AT_REST = false;
