import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { fetchBigThree, type SignBirthInput } from '../../api/sign-share.ts';
import { writeFlow } from './flow-store.ts';

// A step's form: send what the friend has entered so far to the chart engine, keep the answer in the flow
// and go to the step's result page; a refusal (an impossible date, a place without coordinates) is shown.

export function useStep(next: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (birth: SignBirthInput) => {
    setBusy(true);
    setError(null);
    try {
      const result = await fetchBigThree(birth);
      writeFlow({ birth, result });
      navigate(next);
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fields?.[0]?.message : undefined;
      setError(field ?? (failure instanceof ApiError ? failure.message : '暂时无法计算，请稍后再试。'));
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, error };
}
