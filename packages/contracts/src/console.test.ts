import { describe, expect, it } from 'vitest';
import {
  CONSOLE_GROUPS,
  CONSOLE_SECTIONS,
  OTHER_GROUP_LABEL,
  groupSections,
  sectionsFor,
} from './console.ts';

// The console's navigation: every section in exactly one group, an operator sees only their groups,
// and a section no group names yet still shows (under 其他) instead of disappearing.

describe('console sections', () => {
  it('places every section in exactly one group', () => {
    const placed = CONSOLE_GROUPS.flatMap((group) => group.sections);
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual([...CONSOLE_SECTIONS].sort());
  });

  it('groups an operator’s sections in order and leaves out empty groups', () => {
    expect(groupSections(sectionsFor(['editor']))).toEqual([
      { label: '经营', sections: ['dashboard', 'catalog'] },
      { label: '内容与学习', sections: ['content', 'courses', 'exams', 'ebooks', 'certificates', 'search'] },
    ]);
    expect(groupSections(sectionsFor(['finance'])).map((group) => group.label)).toEqual([
      '经营',
      '用户与占星师',
    ]);
  });

  it('shows a section no group names under 其他', () => {
    // A section added to CONSOLE_SECTIONS before anyone places it in a group.
    const later = 'a-new-section' as (typeof CONSOLE_SECTIONS)[number];
    expect(groupSections(['dashboard', later]).at(-1)).toEqual({
      label: OTHER_GROUP_LABEL,
      sections: [later],
    });
  });
});
