// Text moderation (SPEC §7 /api/aliCloud/ScanText). Any module that saves user text asks this first
// and answers 001108 on a hit.
export interface ModerationResult {
  pass: boolean;
  /** The words that matched (normalised form). */
  hits: string[];
}

export interface TextModerator {
  readonly kind: 'local' | 'cloud';
  scan(text: string): Promise<ModerationResult>;
}
