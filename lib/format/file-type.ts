// SPEC.md §9: the file-type helper maps a file's extension to one of these kinds ("radio" is the
// spec's word for audio).

export const FILE_KINDS = ['image', 'zip', 'txt', 'excel', 'word', 'pdf', 'ppt', 'video', 'radio', 'other'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

const EXTENSIONS: Record<Exclude<FileKind, 'other'>, readonly string[]> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'svg', 'heic'],
  zip: ['zip', 'rar', '7z', 'tar', 'gz', 'tgz'],
  txt: ['txt'],
  excel: ['xls', 'xlsx', 'csv'],
  word: ['doc', 'docx'],
  pdf: ['pdf'],
  ppt: ['ppt', 'pptx'],
  video: ['mp4', 'avi', 'mov', 'wmv', 'flv', 'mkv', 'webm', 'm4v'],
  radio: ['mp3', 'wav', 'wma', 'ogg', 'aac', 'flac', 'm4a'],
};

const BY_EXTENSION = new Map<string, FileKind>(
  Object.entries(EXTENSIONS).flatMap(([kind, list]) => list.map((ext) => [ext, kind as FileKind] as const)),
);

/** The kind of a file by its name's extension (case-insensitive); "other" without a known one. */
export function fileType(name: string): FileKind {
  const dot = name.lastIndexOf('.');
  if (dot < 0 || dot === name.length - 1) return 'other';
  return BY_EXTENSION.get(name.slice(dot + 1).toLowerCase()) ?? 'other';
}
