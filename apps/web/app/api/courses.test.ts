import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { fetchTeachingHomework } from './courses.ts';

const call = vi.fn();
vi.mock('./lazy-client.ts', async (original) => ({
  ...(await original<typeof import('./lazy-client.ts')>()),
  client: async () => ({ call }),
}));

afterEach(() => call.mockReset());

describe('the hand-ins to grade', () => {
  it('are asked for without a notice, so a member who teaches nothing sees no 403 toast', async () => {
    call.mockRejectedValue(new ApiError('003403', '只有这门课程的讲师可以批改作业', 403));
    await expect(fetchTeachingHomework('submitted')).rejects.toThrow();
    expect(call).toHaveBeenCalledWith(
      expect.anything(),
      { query: { current: 1, size: 50, status: 'submitted' } },
      expect.objectContaining({ hideErrors: true }),
    );
  });
});
