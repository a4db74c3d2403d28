import { act, screen } from '@testing-library/react';
import { notifyError } from '@/lib/api/client';
import { renderApp } from '../auth/harness';

// Issue 20: the server writes its error messages in Chinese; notifications follow the interface language.
describe('API error notifications in the interface language', () => {
  it('shows a known error code in English instead of the server\'s Chinese text', async () => {
    renderApp(<p>page</p>, [], 'en');
    act(() => notifyError({ message: '该培训班名额已满。', code: 'class_full' }));
    expect(await screen.findByText('This class is full.')).toBeInTheDocument();
  });

  it('keeps the server\'s own words in Chinese, and a message without a known code', async () => {
    renderApp(<p>page</p>, [], 'zh');
    act(() => notifyError({ message: '该培训班名额已满。', code: 'class_full' }));
    expect(await screen.findByText('该培训班名额已满。')).toBeInTheDocument();
  });

  it('leaves a message without a known code as the server wrote it', async () => {
    renderApp(<p>page</p>, [], 'en');
    act(() => notifyError({ message: 'Upstream said no', code: 'something_else' }));
    expect(await screen.findByText('Upstream said no')).toBeInTheDocument();
  });
});
