// The back-office page kit: every list and edit page under components/manage/pages is built from these.
export { ListPage, type KitFilter, type KitBatchAction } from './list-page';
export { DataTable, type KitColumn, type KitRowAction } from './data-table';
export { KitPager, kitInputClass } from './pager';
export { useKitList, type ListAnswer } from './use-kit-list';
export { useUrlQuery, readQuery, writeQuery, PAGE_SIZES, DEFAULT_PAGE_SIZE, type ListQuery } from './url-query';
export { actionTitle, useActionTitle, useConfirm, useConfirmFirst, ConfirmDialog, type ConfirmRequest } from './confirm';
export { kitSend, kitSendToasted } from './send';
export { useKitRead, usePermissionNames, type ReadQuery } from './read';
export { DateCell, DateTimeCell, EnumCell, MaskedCell, MoneyCell, useEnumLabel, type RevealSubject } from './cells';
export { ExportButton, ImportButton } from './toolbar';
export { ImportPanel, skippedRows, type ImportMode, type ImportReport } from './import-panel';
export { FormPage, KitCheckField, KitField, KitMultiPicker, KitNumberField, KitSelectField, KitTextArea, KitTextField, useKitForm, type PickOption } from './form';
export { describeIssue, serverFieldErrors, useKitValidation, validate, type FieldErrors } from './validation';
export { KitDialog, KitFormActions } from './dialog';
export { useCheckedSubmit } from './form';
