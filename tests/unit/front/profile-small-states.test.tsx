import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AvatarPicker } from '@/components/front/user/avatar-picker';
import { ProfileForm } from '@/components/front/user/profile-form';
import { ToastProvider } from '@/components/ui/toast';
import type { Learner } from '@/lib/api/session';
import { renderWithIntl } from '../render-with-intl';

// Issue 37: a file that is not an image says so (no black square), and a nickname over 20
// characters says the limit while it is typed instead of being cut to 20.

jest.mock('react-easy-crop', () => () => null);

test('a document renamed .jpg is refused with a message, before any cropping', async () => {
  renderWithIntl(<AvatarPicker onCropped={jest.fn()} />, { namespaces: ['ProfileForm'] });
  const file = new File(['%PDF-1.7 not a picture'], 'photo.jpg', { type: 'image/jpeg' });
  fireEvent.change(screen.getByLabelText('头像'), { target: { files: [file] } });
  expect(await screen.findByText('请选择 JPG、PNG 或 WebP 格式的图片')).toBeInTheDocument();
  expect(screen.queryByRole('group')).toBeNull();
});

test('a nickname longer than 20 characters is kept whole and the limit is said while typing', () => {
  global.fetch = jest.fn(async () => new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'content-type': 'application/json' } })) as never;
  const user = { name: '王丽娟', gender: null, education: null } as unknown as Learner;
  renderWithIntl(
    <SWRConfig value={{ provider: () => new Map() }}><ToastProvider><ProfileForm user={user} onDone={jest.fn()} /></ToastProvider></SWRConfig>,
    { namespaces: ['ProfileForm', 'Toast', 'Errors'] },
  );
  const input = screen.getByLabelText('昵称');
  fireEvent.change(input, { target: { value: '长'.repeat(500) } });
  expect(input).toHaveValue('长'.repeat(500));
  expect(screen.getByText('已输入 500 个字符，昵称最多 20 个')).toBeInTheDocument();
  fireEvent.change(input, { target: { value: '长'.repeat(20) } });
  return waitFor(() => expect(screen.queryByText(/昵称最多 20 个/)).toBeNull());
});
