import { act, fireEvent, screen, within } from '@testing-library/react';
import { DataTable, type KitColumn, type KitRowAction } from '@/components/manage/kit';
import { renderWithIntl } from '../../render-with-intl';

// Issue 37: tables that fit. Text columns keep a minimum width; a row's actions stay compact (three
// as buttons, the frequent first, the rest under 更多); an action that cannot succeed is disabled with why.

type Row = { id: number; title: string };
const columns: KitColumn<Row>[] = [
  { key: 'title', label: '班级名称', render: (r) => r.title }, { key: 'n', label: '人数', nowrap: true, render: () => 3 }, { key: 'org', label: '机构', render: () => '郑州市职业技术学院' },
];
const click = jest.fn();
const action = (key: string, extra: Partial<KitRowAction<Row>> = {}): KitRowAction<Row> => ({ key, label: key, onClick: click, ...extra });

test('more than four actions: three buttons (the frequent first) and a 更多 menu with the rest; text columns have a minimum width', async () => {
  renderWithIntl(
    <DataTable caption="班级" columns={columns} rows={[{ id: 1, title: '2026年郑州市保育师（四级/中级工）周末培训班第3期' }]}
      actions={[action('编辑'), action('学员'), action('复制'), action('发布', { inline: true }), action('导出'), action('删除', { blocked: () => '已有学员报名，不能删除' }), action('隐藏', { visible: () => false })]} />,
    { namespaces: ['ManageKit'] },
  );
  const cells = screen.getAllByRole('cell');
  // The row's name (the first text column) 10rem at least, other text columns 7rem; headers may wrap.
  expect(cells[0].className).toContain('min-w-40');
  expect(cells[1].className).toContain('whitespace-nowrap');
  expect(cells[2].className).toContain('min-w-28');
  expect(screen.getByRole('columnheader', { name: '人数' }).className).not.toContain('whitespace-nowrap');
  const actions = screen.getByTestId('row-actions');
  expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['编辑', '学员', '发布', '更多']);
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: '更多' })); });
  const items = await screen.findAllByRole('menuitem');
  expect(items.map((i) => i.textContent)).toEqual(['复制', '导出', '删除已有学员报名，不能删除']);
  expect(items[2]).toHaveAttribute('aria-disabled', 'true');
  expect(screen.queryByText('隐藏')).toBeNull();
});

test('up to four actions stay buttons; a blocked one is disabled and says why', () => {
  renderWithIntl(
    <DataTable caption="班级" columns={columns} rows={[{ id: 1, title: '班' }]} actions={[action('编辑'), action('颁发证书', { blocked: () => '尚未通过考核' }), action('删除'), action('复制')]} />,
    { namespaces: ['ManageKit'] },
  );
  expect(screen.queryByRole('button', { name: '更多' })).toBeNull();
  const blocked = screen.getByRole('button', { name: /颁发证书/ });
  expect(blocked).toBeDisabled();
  expect(blocked).toHaveAttribute('title', '尚未通过考核');
});
