import { z } from 'zod';

// What a back-office Excel import answers (classes, certificates, exam scores): the rows read, the rows
// that passed the checks, the rows written, and each problem by row and column. One shape, named per
// import in the OpenAPI document; the kit's import panel reads it.

const int = () => z.number().int();

export const ImportReportShape = z.object({
  total: int(), valid: int(), imported: int(),
  errors: z.array(z.object({ row: int(), column: z.string(), message: z.string() })),
});
export type ImportReport = z.infer<typeof ImportReportShape>;

/** The report documented as the component `id`. */
export const importReport = (id: string) => z.object(ImportReportShape.shape).meta({ id });

export const ClassImportReportSchema = importReport('ClassImportReport');
export const CertificateImportReportSchema = importReport('CertificateImportReport');
export const ScoreImportReportSchema = importReport('ScoreImportReport');

/** A line of the class import's NDJSON answer: progress, then the report or an error. */
export const ClassImportProgressLine = z
  .union([
    z.object({ progress: z.object({ done: int(), total: int() }) }),
    z.object({ data: ClassImportReportSchema }),
    z.object({ error: z.object({ message: z.string(), status_code: int() }).passthrough() }),
  ])
  .meta({ id: 'ClassImportProgressLine' });
export type ClassImportProgressLine = z.infer<typeof ClassImportProgressLine>;
