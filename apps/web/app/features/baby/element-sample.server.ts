import { CHILD_ELEMENT_IDS, type ChildElementId } from '@xingtu/contracts/baby';
import { CHILD_ELEMENT_DOMINANT, CHILD_ELEMENT_LACKING } from '@xingtu/readings/data/report/baby-element';
import { CHILD_ELEMENT_SAMPLE } from '@xingtu/readings/data/report/baby-element-template';

/** The texts of one element's sample page (read on the server; the page gets only its element's). */
export function elementSample(id: string | undefined) {
  if (!CHILD_ELEMENT_IDS.includes(id as ChildElementId)) return null;
  const element = id as ChildElementId;
  return {
    element,
    tagline: CHILD_ELEMENT_SAMPLE[element].tagline,
    moments: [...CHILD_ELEMENT_SAMPLE[element].moments],
    dominant: CHILD_ELEMENT_DOMINANT[element],
    lacking: CHILD_ELEMENT_LACKING[element],
  };
}
