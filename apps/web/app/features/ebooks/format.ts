/** 「约 1.2 万字」: the length of a Chinese book as readers say it. */
export function wordCountText(characters: number): string {
  if (characters < 10_000) return `约 ${Math.max(100, Math.round(characters / 100) * 100)} 字`;
  return `约 ${(characters / 10_000).toFixed(1)} 万字`;
}

/** 0.423 → 「已读 42%」. */
export const progressText = (progress: number): string => `已读 ${Math.round(progress * 100)}%`;
