import { z } from 'zod';

// One entry of a dictionary (GET /dictionaries/{type}).

export const DictionaryItemSchema = z.object({ value: z.string(), label: z.string() }).meta({ id: 'DictionaryItem' });
export type DictionaryItem = z.infer<typeof DictionaryItemSchema>;

// The back office's dictionary editor: an item's fields as the API checks them (the page checks the same rules before sending).
export const DictionaryItemFields = {
  value: z.string().trim().min(1).max(50),
  label: z.string().trim().min(1).max(100),
  sort: z.coerce.number().int().min(0).max(100_000),
};
export const DictionaryItemForm = z.object(DictionaryItemFields);
export const DictionaryLabelForm = z.object({ label: DictionaryItemFields.label });
