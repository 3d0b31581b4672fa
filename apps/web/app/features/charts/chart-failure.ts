import type { WallTimeAlternative } from '@xingtu/contracts/charts';
import { ApiError } from '../../api/api-error.ts';

// A refused chart request as the form shows it: the message, the field, and for a wall time in a
// summer-time change the two readings the member can choose between.

export interface ChartFailure {
  message: string;
  field: string | null;
  alternatives: WallTimeAlternative[];
}

export function chartFailureOf(error: unknown): ChartFailure {
  if (error instanceof ApiError) {
    const data = (error.data ?? {}) as { alternatives?: ChartFailure['alternatives'] };
    return {
      message: error.message,
      field: error.fields[0]?.field ?? null,
      alternatives: data.alternatives ?? [],
    };
  }
  return { message: '星盘计算失败，请稍后再试', field: null, alternatives: [] };
}
