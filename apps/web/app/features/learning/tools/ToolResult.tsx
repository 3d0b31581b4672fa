import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';

// The result area of a tool: marked busy while the next answer loads (the form's GET navigation), the refusal's
// message when the API said no.

export function ToolResult({ error, children }: { error: string | null; children: ReactNode }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location.pathname.startsWith('/learning/tools/');
  return (
    <section className="tool-result" aria-live="polite" aria-busy={busy} data-busy={busy || undefined}>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
