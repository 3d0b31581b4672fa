/** "12.5" yuan typed by an operator → 1250 fen, by string arithmetic; a leading minus allowed when `signed`. */
export function yuanToFen(text: string, signed = false): number | null {
  const match = (signed ? /^(-?)(\d{1,7})(?:\.(\d{1,2}))?$/ : /^()(\d{1,7})(?:\.(\d{1,2}))?$/).exec(
    text.trim(),
  );
  if (!match) return null;
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -fen : fen;
}
