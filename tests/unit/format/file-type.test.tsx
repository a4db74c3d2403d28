import { screen } from '@testing-library/react';
import { FILE_KINDS, fileType } from '@/lib/format/file-type';
import { ApplicationFiles } from '@/components/manage/pages/teacher-applications/application-files';
import { renderWithIntl } from '../render-with-intl';

// SPEC.md §9: the file-type helper maps extensions to image, zip, txt, excel, word, pdf, ppt, video, radio, other.

test.each([
  ['photo.JPG', 'image'], ['a.png', 'image'], ['bundle.tar.gz', 'zip'], ['x.rar', 'zip'], ['notes.txt', 'txt'],
  ['名单.xlsx', 'excel'], ['data.csv', 'excel'], ['简历.docx', 'word'], ['证书.pdf', 'pdf'], ['slides.pptx', 'ppt'],
  ['lesson.mp4', 'video'], ['talk.mp3', 'radio'], ['README', 'other'], ['trailing.', 'other'], ['odd.xyz', 'other'],
])('%s is %s', (name, kind) => expect(fileType(name)).toBe(kind));

test('the kinds are the ten of the spec', () => {
  expect([...FILE_KINDS]).toEqual(['image', 'zip', 'txt', 'excel', 'word', 'pdf', 'ppt', 'video', 'radio', 'other']);
});

test("a teacher application's files are listed with their kind", () => {
  renderWithIntl(
    <ApplicationFiles applicationId={1} files={[{ id: 1, name: '资格证.pdf', mime: 'application/pdf', size: 10 }, { id: 2, name: '照片.jpg', mime: 'image/jpeg', size: 10 }]} />,
    { namespaces: ['ManageFaculty', 'ManageKit'] },
  );
  const items = screen.getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('PDF资格证.pdf');
  expect(items[1].querySelector('[data-file-kind]')).toHaveAttribute('data-file-kind', 'image');
  expect(items[1]).toHaveTextContent('图片');
});
