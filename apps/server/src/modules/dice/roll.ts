import { randomInt } from 'node:crypto';
import type { DiceFaceRecord } from '@xingtu/contracts/dice';
import {
  DICE_HOUSE_FACES,
  DICE_PLANET_FACES,
  DICE_SIGN_FACES,
  type DicePlanetFace,
} from '@xingtu/readings/data/dice/faces';
import { DICE_HOUSE, DICE_PLANET, DICE_SIGN } from '@xingtu/readings/data/dice/meanings';
import type { HouseNumber, SignKey } from '@xingtu/readings/keys';

// The server rolls: each die is one draw of node:crypto's randomInt over its twelve faces (uniform,
// unpredictable to the member), never the browser.

export interface DiceRoll {
  planet: DicePlanetFace;
  sign: SignKey;
  house: HouseNumber;
}

/** The face index (0–11) of one fair twelve-sided die. */
export const rollDie = (): number => randomInt(12);

export function rollDice(): DiceRoll {
  return {
    planet: DICE_PLANET_FACES[rollDie()]!,
    sign: DICE_SIGN_FACES[rollDie()]!,
    house: DICE_HOUSE_FACES[rollDie()]!,
  };
}

/** The three faces as the wire shows them: key, place on the die, name, keywords and text. */
export function facesOf(roll: DiceRoll): DiceFaceRecord[] {
  const planet = DICE_PLANET[roll.planet];
  const sign = DICE_SIGN[roll.sign];
  const house = DICE_HOUSE[roll.house];
  return [
    {
      die: 'planet',
      key: roll.planet,
      face: DICE_PLANET_FACES.indexOf(roll.planet) + 1,
      name: planet.name,
      keywords: [...planet.keywords],
      text: planet.text,
    },
    {
      die: 'sign',
      key: roll.sign,
      face: DICE_SIGN_FACES.indexOf(roll.sign) + 1,
      name: sign.name,
      keywords: [...sign.keywords],
      text: sign.text,
    },
    {
      die: 'house',
      key: String(roll.house),
      face: roll.house,
      name: house.name,
      keywords: [...house.keywords],
      text: house.text,
    },
  ];
}

/** A roll read back from a row (the keys the database holds). */
export function rollOf(row: { planet: string; sign: string; house: number }): DiceRoll {
  return { planet: row.planet as DicePlanetFace, sign: row.sign as SignKey, house: row.house as HouseNumber };
}
