// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { submitApplication } from '../../api/astrologers.ts';
import { ApplicationForm } from './ApplicationForm.tsx';

vi.mock('../../api/astrologers.ts', () => ({ submitApplication: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(submitApplication).mockReset();
});

const PDF = new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' });
const PNG = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

async function fillAll(withPhoto: boolean) {
  // A single capacity on offer comes ticked.
  const consultant = screen.getByRole('checkbox', { name: /^咨询师/ }) as HTMLInputElement;
  if (!consultant.checked) await userEvent.click(consultant);
  await userEvent.type(screen.getByLabelText('真实姓名'), '沈知微');
  if (withPhoto) await userEvent.upload(screen.getByLabelText(/本人照片/), PNG);
  await userEvent.upload(screen.getByLabelText('资质证书'), PDF);
  await userEvent.type(
    screen.getByLabelText('学习与从业经历'),
    '学习现代占星六年，完成两期系统课程，做过近百次解读。',
  );
  await userEvent.click(screen.getByRole('checkbox', { name: '择日' }));
}

describe('the astrologer application form', () => {
  it('offers only the capacities the member may apply for and says what is missing before sending', async () => {
    render(<ApplicationForm applicable={['A', 'C']} photoRequired onSubmitted={vi.fn()} />);
    expect(screen.queryByRole('checkbox', { name: /^骰子问答/ })).toBeNull();
    await userEvent.type(screen.getByLabelText('真实姓名'), '沈知微');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByRole('alert').textContent).toBe('请至少选择一种申请资质');
    expect(submitApplication).not.toHaveBeenCalled();
  });

  it('requires a photo on a first application, then sends the form and reports the result', async () => {
    const onSubmitted = vi.fn();
    vi.mocked(submitApplication).mockResolvedValue({ applicationNo: 'aabcdefghijkm' } as never);
    render(<ApplicationForm applicable={['A']} photoRequired onSubmitted={onSubmitted} />);
    await fillAll(false);
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByRole('alert').textContent).toBe('请上传本人照片');
    await userEvent.upload(screen.getByLabelText(/本人照片/), PNG);
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await vi.waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const sent = vi.mocked(submitApplication).mock.calls[0]![0];
    expect(sent).toMatchObject({ realName: '沈知微', capacities: ['A'], specialities: ['择日'] });
    expect(sent.certificates).toHaveLength(1);
  });

  it('shows the server’s refusal (a fake file, sensitive words) beside the form', async () => {
    vi.mocked(submitApplication).mockRejectedValue(
      new ApiError('001108', '内容包含敏感词，请修改后重新输入', 200),
    );
    render(<ApplicationForm applicable={['A']} photoRequired={false} onSubmitted={vi.fn()} />);
    await fillAll(false);
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect((await screen.findByRole('alert')).textContent).toBe('内容包含敏感词，请修改后重新输入');
  });
});
