import { z } from 'zod';

// Dictionary items as the back office edits them (routes/system-organizations.ts, /manage/dictionaries):
// every item of a type with its order and whether it is offered, and the types with their sizes.

const int = () => z.number().int();

export const ManagedDictionaryItemSchema = z
  .object({ id: int(), type: z.string(), value: z.string(), label: z.string(), sort: int(), enabled: z.boolean() })
  .meta({ id: 'ManagedDictionaryItem' });
export type ManagedDictionaryItem = z.infer<typeof ManagedDictionaryItemSchema>;

export const DictionaryTypeSchema = z.object({ type: z.string(), count: int() }).meta({ id: 'DictionaryType' });
export type DictionaryType = z.infer<typeof DictionaryTypeSchema>;

export const DictionaryListSchema = z.object({ data: z.array(ManagedDictionaryItemSchema), types: z.array(DictionaryTypeSchema) });
export type DictionaryList = z.infer<typeof DictionaryListSchema>;

/** What adding or editing an item answers: its id. */
export const DictionaryWriteSchema = z.object({ data: z.object({ id: int() }) });
