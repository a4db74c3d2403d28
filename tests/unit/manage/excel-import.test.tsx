import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ImportPanel as ExcelImport, type ImportReport } from '@/components/manage/kit/import-panel';
import { ApiError } from '@/lib/api/client';
import { renderApp } from '../auth/harness';

// The shared import form: the operator's all-or-none choice reaches the upload, progress shows while
// it runs, row errors and a file-level 422 are shown.

const report: ImportReport = { total: 3, valid: 2, imported: 0, errors: [{ row: 3, column: '等级', message: '不在该职业的等级范围内。' }] };

function choose(file = new File(['x'], 'a.xlsx')) {
  fireEvent.change(screen.getByLabelText('培训班文件'), { target: { files: [file] } });
}

it('passes the mode, shows progress while the upload reports it, then the row errors', async () => {
  let finish: (value: { data: ImportReport }) => void = () => undefined;
  const upload = jest.fn((_file: File, _mode: string, onProgress: (done: number, total: number) => void) => {
    onProgress(25, 60);
    return new Promise<{ data: ImportReport }>((resolve) => { finish = resolve; });
  });
  renderApp(<ExcelImport upload={upload} onImported={jest.fn()} fileLabel="培训班文件" submitLabel="开始导入" />, ['ManageOps']);
  choose();
  fireEvent.change(screen.getByLabelText('导入方式'), { target: { value: 'valid' } });
  fireEvent.click(screen.getByRole('button', { name: '开始导入' }));
  await waitFor(() => expect(screen.getByRole('progressbar', { name: '导入进度' })).toHaveAttribute('value', '25'));
  expect(screen.getByText('已检查 25/60 行')).toBeInTheDocument();
  expect(upload.mock.calls[0][1]).toBe('valid');
  await act(async () => finish({ data: report }));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.getByTestId('import-errors')).toHaveTextContent('第 3 行「等级」：不在该职业的等级范围内。');
});

it('shows a 422 about the file under the form', async () => {
  const upload = jest.fn(async () => { throw new ApiError(422, { message: '提交的数据无效。', errors: { file: ['file 缺少列：班级名称*。请使用导入模板。'] } }); });
  renderApp(<ExcelImport upload={upload} onImported={jest.fn()} fileLabel="培训班文件" submitLabel="开始导入" />, ['ManageOps']);
  choose();
  fireEvent.click(screen.getByRole('button', { name: '开始导入' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('缺少列'));
});
