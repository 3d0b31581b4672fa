// Motifs of the majors 11–21, drawn one by one for this deck from simple shapes (frame.ts gives the classes).
import type { MajorCardId } from '../../src/data/tarot/card-types.ts';

export const MAJOR_MOTIFS_B: Partial<Record<MajorCardId, string>> = {
  // Justice: seated between pillars before a violet veil, an upright sword in one hand, scales in the other.
  'major-11-justice': `
<rect x="40" y="90" width="26" height="280" fill="#7d8499"/>
<rect x="234" y="90" width="26" height="280" fill="#7d8499"/>
<rect class="p" x="66" y="110" width="168" height="200"/>
<circle class="c" cx="150" cy="150" r="15"/>
<path class="g" d="M136 136v-14h28v14z"/>
<path class="r" d="M150 166l-44 170h88z"/>
<path class="w" d="M192 220V96M182 206h20M150 186l42 24"/>
<path class="s" d="M150 190l-42 30M88 236h40M88 236l20-16 20 16"/>
<path class="g" d="M88 236a20 10 0 0 0 40 0z"/>
<rect class="g" x="104" y="336" width="92" height="12"/>`,

  // The Hanged Man: hanging by one foot from a living tree, legs crossed, a halo round his head.
  'major-12-hanged-man': `
<path class="s" d="M70 380V96h160v284" style="stroke:#8a6a3c;stroke-width:8"/>
<g class="n"><ellipse cx="70" cy="150" rx="8" ry="4"/><ellipse cx="230" cy="200" rx="8" ry="4"/><ellipse cx="110" cy="96" rx="8" ry="4"/><ellipse cx="196" cy="96" rx="8" ry="4"/></g>
<path class="w" d="M150 96v24"/>
<path class="b" d="M140 120h20v20l6 100h-32l6-100z"/>
<path class="w" d="M150 140l-28 40 26 12"/>
<path class="r" d="M134 240h32l4 40h-40z"/>
<circle fill="#f6d77a" opacity=".5" cx="150" cy="300" r="30"/>
<circle class="c" cx="150" cy="298" r="15"/>
<path class="w" d="M134 250l-24 30M166 250l24 30"/>`,

  // Death, read as transformation: a banner with a white rose, the sun rising between two towers over a river.
  'major-13-death': `
<rect x="176" y="250" width="26" height="80" fill="#7d8499"/>
<rect x="236" y="240" width="26" height="90" fill="#7d8499"/>
<path class="g" d="M200 330a19 19 0 0 1 38 0z"/>
<path class="s" d="M209 300v-12M219 296l4-10M229 300l6-10"/>
<path class="b" d="M30 350c40-20 80 10 120-8s80-10 120-6v56H30z"/>
<path class="s" d="M80 370V90"/>
<path class="k" d="M82 94h110l-20 50 20 50H82z" stroke="#f3e6c4" stroke-width="2"/>
<g class="c"><circle cx="130" cy="130" r="9"/><circle cx="144" cy="140" r="9"/><circle cx="139" cy="157" r="9"/><circle cx="121" cy="157" r="9"/><circle cx="116" cy="140" r="9"/></g>
<circle class="g" cx="130" cy="145" r="6"/>`,

  // Temperance: a winged angel pouring water between two cups, one foot on land and one in the pool.
  'major-14-temperance': `
<path class="r" d="M150 150c-40-30-90-20-110 20 40-6 80 0 110 20 30-20 70-26 110-20-20-40-70-50-110-20z"/>
<circle fill="#f6d77a" opacity=".5" cx="150" cy="130" r="24"/>
<circle class="c" cx="150" cy="130" r="14"/>
<path class="c" d="M150 146l-34 180h68z"/>
<path class="g" d="M150 190l-10 18h20z"/>
<path class="g" d="M104 210h22l-4 20h-14zM176 250h22l-4 20h-14z"/>
<path class="s" d="M124 214c20 6 40 18 54 38" style="stroke:#6fa8cf"/>
<path class="b" d="M30 352c30-8 70-8 100 0v40H30z"/>
<path class="s" d="M190 350l50-140" style="stroke-width:2"/>
<circle class="g" cx="244" cy="200" r="12"/>`,

  // The Devil: horned and bat-winged on a black block, two small figures below held by loose chains.
  'major-15-devil': `
<path class="k" d="M150 140c-40-40-100-30-120 10 30-4 60 0 80 20zM150 140c40-40 100-30 120 10-30-4-60 0-80 20z" stroke="#8e7cc3" stroke-width="2"/>
<path class="r" d="M126 120l-10-28 22 20zM174 120l10-28-22 20z"/>
<circle class="r" cx="150" cy="134" r="22"/>
<path class="s" d="M150 104l6 18h-12l10-12-14 0z" style="stroke-width:1.5"/>
<path class="k" d="M118 160h64v50h-64z"/>
<rect x="100" y="240" width="100" height="40" class="k" stroke="#d8b45c" stroke-width="2"/>
<circle class="c" cx="90" cy="300" r="10"/>
<path class="c" d="M90 310l-14 60h28z"/>
<circle class="c" cx="210" cy="300" r="10"/>
<path class="c" d="M210 310l-14 60h28z"/>
<path class="s" d="M116 280c-10 20-16 20-26 24M184 280c10 20 16 20 26 24" style="stroke-width:2;stroke-dasharray:4 3"/>`,

  // The Tower: lightning strikes the crown off a tower on a crag; flames leap from its windows.
  'major-16-tower': `
<path fill="#5b4a3a" d="M40 392l40-60h140l40 60z"/>
<rect x="110" y="140" width="80" height="192" fill="#7d8499"/>
<g class="r"><path d="M126 190h16v24h-16zM160 230h16v24h-16zM130 280h16v24h-16z"/></g>
<path class="g" d="M168 120l8-20 8 14 8-14 8 20z" transform="rotate(24 184 110)"/>
<path class="g" d="M90 70l40 50-18 4 40 40-56-30 18-6z"/>
<g class="g"><circle cx="80" cy="200" r="4"/><circle cx="220" cy="170" r="4"/><circle cx="70" cy="260" r="4"/><circle cx="232" cy="240" r="4"/><circle cx="92" cy="320" r="4"/><circle cx="214" cy="310" r="4"/></g>
<path class="c" d="M200 200c10 8 14 16 10 28l-10-10zM96 250c-10 8-12 16-8 26l10-10z"/>`,

  // The Star: a great eight-pointed star and seven small ones over water, a kneeling figure pouring two jugs.
  'major-17-star': `
<path class="g" d="M150 70l10 30 30-10-20 24 28 16-32 2 4 32-20-26-20 26 4-32-32-2 28-16-20-24 30 10z"/>
<g class="c"><path d="M60 90l3 8 8 3-8 3-3 8-3-8-8-3 8-3z"/><path d="M240 90l3 8 8 3-8 3-3 8-3-8-8-3 8-3z"/><path d="M56 160l3 8 8 3-8 3-3 8-3-8-8-3 8-3z"/><path d="M244 160l3 8 8 3-8 3-3 8-3-8-8-3 8-3z"/><path d="M90 200l3 8 8 3-8 3-3 8-3-8-8-3 8-3z"/><path d="M210 200l3 8 8 3-8 3-3 8-3-8-8-3 8-3z"/><path d="M150 178l3 8 8 3-8 3-3 8-3-8-8-3 8-3z"/></g>
<path class="b" d="M150 330c30-8 80-8 120 0v62H150z"/>
<path class="n" d="M30 330c40-6 80-6 120 0v62H30z"/>
<circle class="c" cx="150" cy="250" r="12"/>
<path class="c" d="M150 262c-20 10-24 40-10 60h30c6-24 0-50-20-60z"/>
<path class="r" d="M118 286h16l-4 14h-8zM178 286h16l-4 14h-8z"/>
<path class="s" d="M126 300c-8 20-20 34-40 40M186 300c6 16 8 30 8 40" style="stroke:#6fa8cf;stroke-width:2"/>`,

  // The Moon: a moon with a face between two towers, dew falling, a dog and a wolf, a crayfish from the pool.
  'major-18-moon': `
<circle class="g" cx="150" cy="120" r="46"/>
<path fill="#e8c777" d="M160 84a38 38 0 1 0 0 72a30 30 0 1 1 0-72z"/>
<g class="g"><path d="M120 186l4 8h-8zM150 196l4 8h-8zM180 186l4 8h-8z"/></g>
<rect x="40" y="200" width="30" height="110" fill="#7d8499"/>
<rect x="230" y="200" width="30" height="110" fill="#7d8499"/>
<path class="s" d="M150 340c-20-30 30-50 0-90s40-40 10-60" style="stroke:#f3e6c4;stroke-width:2"/>
<path class="c" d="M96 300l8-20 6 14 14 4v20H96z"/>
<path fill="#7d8499" d="M204 300l-8-20-6 14-14 4v20h28z"/>
<path class="b" d="M60 350c30-8 150-8 180 0v42H60z"/>
<path class="r" d="M140 356c0-12 20-12 20 0l-4 14h-12zM136 352l-6-8M164 352l6-8"/>`,

  // The Sun: a great rayed sun over a garden wall of sunflowers, a child riding a white horse with a red banner.
  'major-19-sun': `
<circle class="g" cx="150" cy="130" r="44"/>
<path class="s" d="M150 72V58M150 188v14M92 130H78M208 130h14M109 89l-10-10M191 171l10 10M191 89l10-10M109 171l-10 10M172 76l6-12M128 76l-6-12M204 108l12-6M96 108l-12-6"/>
<rect x="30" y="250" width="240" height="40" fill="#8a6a3c"/>
<path class="k" d="M30 270h240M70 250v20M120 270v20M170 250v20M220 270v20" style="stroke:#5b4a3a;stroke-width:2"/>
<g class="g"><circle cx="70" cy="236" r="12"/><circle cx="120" cy="228" r="12"/><circle cx="180" cy="228" r="12"/><circle cx="232" cy="236" r="12"/></g>
<g class="k"><circle cx="70" cy="236" r="5"/><circle cx="120" cy="228" r="5"/><circle cx="180" cy="228" r="5"/><circle cx="232" cy="236" r="5"/></g>
<path class="c" d="M100 370c0-40 20-60 60-60l30-20 10 10-16 20c10 10 10 30 6 50h-10v-24h-54v24z"/>
<circle class="c" cx="150" cy="290" r="11"/>
<path class="s" d="M164 310l30-64"/>
<path class="r" d="M194 246l40 10-34 20z"/>`,

  // Judgement: an angel's trumpet sounds from the clouds; figures rise from their boxes with open arms.
  'major-20-judgement': `
<g class="c" opacity=".85"><ellipse cx="90" cy="170" rx="50" ry="20"/><ellipse cx="210" cy="170" rx="50" ry="20"/><ellipse cx="150" cy="180" rx="60" ry="22"/></g>
<path class="p" d="M150 120c-30-30-70-30-90-6 30 0 60 10 90 24 30-14 60-24 90-24-20-24-60-24-90 6z"/>
<circle class="c" cx="150" cy="110" r="13"/>
<path class="s" d="M160 120l40 50M194 158l14 20-20-6z"/>
<rect class="c" x="198" y="120" width="30" height="22"/>
<path class="r" d="M210 120v22M198 131h30" style="stroke:#d2644a;stroke-width:4"/>
<path class="b" d="M30 330c60-10 180-10 240 0v62H30z"/>
<g fill="#7d8499"><rect x="56" y="330" width="44" height="22"/><rect x="128" y="330" width="44" height="22"/><rect x="200" y="330" width="44" height="22"/></g>
<g class="c"><circle cx="78" cy="290" r="10"/><circle cx="150" cy="280" r="10"/><circle cx="222" cy="290" r="10"/></g>
<path class="w" d="M78 330v-30M66 282l12 18 12-18M150 330v-40M138 272l12 18 12-18M222 330v-30M210 282l12 18 12-18"/>`,

  // The World: a dancer inside a laurel wreath tied with red ribbons, the four living creatures in the corners.
  'major-21-world': `
<ellipse cx="150" cy="225" rx="74" ry="118" fill="none" stroke="#74ad76" stroke-width="10" stroke-dasharray="14 6"/>
<path class="r" d="M138 100l24 14M162 100l-24 14M138 336l24 14M162 336l-24 14" style="stroke:#d2644a;stroke-width:4"/>
<circle class="c" cx="150" cy="160" r="13"/>
<path class="p" d="M150 174c-20 10-20 60-10 90l-20 50h20l14-44 22 40 10-6-18-50c10-30 4-70-18-80z"/>
<path class="w" d="M140 190l-30 14M160 190l30-18M110 196v22M190 164v22"/>
<g class="c"><circle cx="56" cy="96" r="18"/><circle cx="244" cy="96" r="18"/><circle cx="56" cy="354" r="18"/><circle cx="244" cy="354" r="18"/></g>
<g class="k"><circle cx="56" cy="96" r="6"/><path d="M238 90l6 8 6-8v12h-12z"/><path d="M48 350l8-8 8 8-8 10z"/><circle cx="244" cy="354" r="8"/></g>`,
};
