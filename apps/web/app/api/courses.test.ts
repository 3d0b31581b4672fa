import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';

const call = vi.fn();
vi.mock('./lazy-client.ts', async (original) => ({
  ...(await original<typeof import('./lazy-client.ts')>()),
  client: async () => ({ call }),
}));

// Test files share a worker's modules: courses.ts is loaded afresh here, so it calls this file's client.
let fetchTeachingHomework: typeof import('./courses.ts').fetchTeachingHomework;
beforeAll(async () => {
  vi.resetModules();
  ({ fetchTeachingHomework } = await import('./courses.ts'));
});
// …and left for the next file to load with its own mocks.
afterAll(() => {
  vi.resetModules();
});

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
