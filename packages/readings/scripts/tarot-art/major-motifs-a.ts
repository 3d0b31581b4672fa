// Motifs of the majors 0–10, drawn one by one for this deck from simple shapes (frame.ts gives the classes).
import type { MajorCardId } from '../../src/data/tarot/card-types.ts';

export const MAJOR_MOTIFS_A: Partial<Record<MajorCardId, string>> = {
  // The Fool: a walker at the cliff's edge under a bright sun, bundle on a stick, a small dog at his heels.
  'major-00-fool': `
<circle class="g" cx="220" cy="105" r="26"/>
<path class="s" d="M220 66v-10M220 144v10M181 105h-10M259 105h10M192 77l-7-7M248 133l7 7M248 77l7-7M192 133l-7 7"/>
<path class="k" d="M30 392V290l70-18 62 22 40 98z" stroke="#d8b45c" stroke-width="2"/>
<circle class="c" cx="118" cy="168" r="13"/>
<path class="r" d="M118 181l-24 74h48z"/>
<path class="w" d="M108 255l-8 30M128 255l18 26M126 196l40-38"/>
<circle class="c" cx="171" cy="152" r="9"/>
<path class="c" d="M76 272c4-10 14-10 18-2l6-6 2 10c-6 8-22 8-26-2z"/>
<circle class="c" cx="102" cy="206" r="5"/>`,

  // The Magician: one hand raised with a wand, infinity above, the four suit tools on the table.
  'major-01-magician': `
<path class="s" d="M150 92c-8-10-26-10-26 0s18 10 26 0 18-10 26 0-18 10-26 0z"/>
<circle class="c" cx="150" cy="124" r="14"/>
<path class="r" d="M150 138l-36 118h72z"/>
<path class="w" d="M160 152l32-44M140 152l-26 44"/>
<path class="c" d="M188 114l10-24 5 2-10 24z"/>
<rect class="g" x="55" y="268" width="190" height="12" rx="3"/>
<path class="s" d="M70 280v80M230 280v80"/>
<path class="b" d="M74 240h24c0 14-6 20-12 20s-12-6-12-20zM84 260h4v6h-4z"/>
<circle class="s" cx="130" cy="253" r="11"/>
<path class="w" d="M170 262l26-34M180 252l8 6M212 262l16-30"/>`,

  // The High Priestess: between a dark and a light pillar, a crescent at her feet, a scroll in her lap.
  'major-02-high-priestess': `
<rect x="44" y="86" width="32" height="290" class="k" stroke="#d8b45c" stroke-width="2"/>
<rect x="224" y="86" width="32" height="290" class="c"/>
<g class="r"><circle cx="100" cy="110" r="6"/><circle cx="200" cy="120" r="6"/><circle cx="96" cy="200" r="6"/><circle cx="204" cy="210" r="6"/></g>
<circle class="s" cx="150" cy="104" r="9"/>
<path class="s" d="M132 100c6 8 30 8 36 0"/>
<circle class="c" cx="150" cy="134" r="14"/>
<path class="b" d="M150 148l-46 182h92z"/>
<rect class="c" x="132" y="210" width="36" height="22" rx="4"/>
<path class="g" d="M116 346a40 18 0 0 0 68 0a34 12 0 0 1-68 0z"/>`,

  // The Empress: crowned with twelve stars, seated in ripe wheat, her shield marked with Venus.
  'major-03-empress': `
<g class="g"><circle cx="116" cy="120" r="4"/><circle cx="122" cy="106" r="4"/><circle cx="132" cy="95" r="4"/><circle cx="145" cy="89" r="4"/><circle cx="158" cy="89" r="4"/><circle cx="170" cy="95" r="4"/><circle cx="179" cy="106" r="4"/><circle cx="185" cy="120" r="4"/></g>
<circle class="c" cx="150" cy="134" r="15"/>
<path class="c" d="M150 149c-30 10-44 70-52 150h104c-8-80-22-140-52-150z"/>
<g class="r"><circle cx="136" cy="200" r="5"/><circle cx="162" cy="220" r="5"/><circle cx="140" cy="250" r="5"/><circle cx="166" cy="270" r="5"/></g>
<circle class="s" cx="214" cy="250" r="13"/>
<path class="s" d="M214 263v18M205 273h18"/>
<path class="s" d="M40 380v-60M58 380v-70M76 380v-56M224 380v-56M242 380v-70M260 380v-60"/>
<g class="g"><ellipse cx="40" cy="318" rx="5" ry="10"/><ellipse cx="58" cy="308" rx="5" ry="10"/><ellipse cx="76" cy="322" rx="5" ry="10"/><ellipse cx="224" cy="322" rx="5" ry="10"/><ellipse cx="242" cy="308" rx="5" ry="10"/><ellipse cx="260" cy="318" rx="5" ry="10"/></g>`,

  // The Emperor: a square stone throne with ram's horns before red mountains, sceptre and orb in hand.
  'major-04-emperor': `
<path fill="#8a3b32" d="M30 330l50-90 40 40 40-96 50 70 30-34 30 40v70z"/>
<rect x="92" y="150" width="116" height="200" class="k" stroke="#d8b45c" stroke-width="2"/>
<path class="s" d="M98 160c-14-4-14 18 0 12M202 160c14-4 14 18 0 12"/>
<circle class="c" cx="150" cy="180" r="15"/>
<path class="c" d="M138 188c4 20 20 20 24 0z"/>
<path class="g" d="M134 166l6-12 10 8 10-8 6 12z"/>
<path class="r" d="M150 198l-40 140h80z"/>
<path class="s" d="M190 250v-60"/>
<circle class="s" cx="190" cy="184" r="7"/>
<path class="s" d="M182 200h16"/>
<circle class="g" cx="110" cy="250" r="10"/>`,

  // The Hierophant: the triple crown, a blessing hand, the triple cross and two crossed keys.
  'major-05-hierophant': `
<rect x="40" y="86" width="28" height="280" fill="#7d8499"/>
<rect x="232" y="86" width="28" height="280" fill="#7d8499"/>
<path class="g" d="M136 98h28l-4 12h-20zM132 112h36l-4 12h-28zM128 126h44l-4 12h-36z"/>
<circle class="c" cx="150" cy="154" r="15"/>
<path class="r" d="M150 170l-48 160h96z"/>
<path class="w" d="M130 186l-22-30M108 156v-12M104 150h8"/>
<path class="s" d="M196 330v-176M186 170h20M182 182h28M178 194h36"/>
<path class="s" d="M118 344l64 26M182 344l-64 26"/>
<circle class="s" cx="114" cy="342" r="6"/>
<circle class="s" cx="186" cy="342" r="6"/>
<circle class="c" cx="80" cy="300" r="10"/>
<circle class="c" cx="220" cy="300" r="10"/>`,

  // The Lovers: a winged figure in the sun above two people, a fruit tree and a flame tree behind them.
  'major-06-lovers': `
<circle class="g" cx="150" cy="110" r="36"/>
<path class="p" d="M150 130c-30-30-80-20-96 6 30-6 60 0 96 20 36-20 66-26 96-20-16-26-66-36-96-6z"/>
<circle class="c" cx="150" cy="120" r="12"/>
<path class="b" d="M150 280l-18 100h36z"/>
<circle class="c" cx="82" cy="262" r="12"/>
<path class="c" d="M82 274l-18 106h36z"/>
<circle class="c" cx="218" cy="262" r="12"/>
<path class="c" d="M218 274l-18 106h36z"/>
<path class="n" d="M236 230c-20-20 0-50 20-38 10 20 0 40-20 38z"/>
<g class="r"><circle cx="244" cy="204" r="4"/><circle cx="252" cy="220" r="4"/></g>
<path class="s" d="M250 236v50"/>
<path class="r" d="M52 236c-8-12 0-26 6-34 4 10 12 18 6 34zM46 246h24v40"/>`,

  // The Chariot: a canopy of stars over the charioteer, two sphinxes, one dark and one light, before the car.
  'major-07-chariot': `
<rect class="b" x="90" y="96" width="120" height="22" rx="4"/>
<g class="c"><circle cx="108" cy="107" r="3"/><circle cx="130" cy="107" r="3"/><circle cx="150" cy="107" r="3"/><circle cx="170" cy="107" r="3"/><circle cx="192" cy="107" r="3"/></g>
<path class="s" d="M96 118v100M204 118v100"/>
<circle class="c" cx="150" cy="150" r="14"/>
<path class="g" d="M140 136l10-8 10 8z"/>
<rect x="120" y="166" width="60" height="52" fill="#7d8499"/>
<rect x="86" y="216" width="128" height="80" class="k" stroke="#d8b45c" stroke-width="2"/>
<path class="s" d="M134 250c8-10 24-10 32 0"/>
<path class="k" d="M62 350c0-24 14-34 32-34 14 0 20 12 20 26h16v10H62z" stroke="#f3e6c4" stroke-width="2"/>
<path class="c" d="M238 350c0-24-14-34-32-34-14 0-20 12-20 26h-16v10h68z"/>`,

  // Strength: a woman gently closing a lion's jaws, the sign of infinity above her head.
  'major-08-strength': `
<path class="s" d="M112 110c-7-9-22-9-22 0s15 9 22 0 15-9 22 0-15 9-22 0z"/>
<circle class="c" cx="112" cy="140" r="14"/>
<path class="c" d="M112 154l-30 150h60z"/>
<g class="r"><circle cx="100" cy="174" r="4"/><circle cx="124" cy="174" r="4"/><circle cx="112" cy="190" r="4"/></g>
<circle class="g" cx="190" cy="250" r="50"/>
<circle fill="#e8c777" cx="190" cy="256" r="30"/>
<circle class="k" cx="180" cy="248" r="3"/>
<circle class="k" cx="200" cy="248" r="3"/>
<path class="k" d="M178 270c6 8 18 8 24 0z"/>
<path class="w" d="M128 200c30 10 40 30 50 60M118 214c20 24 40 40 64 50"/>`,

  // The Hermit: a hooded walker on a snowy peak, his lantern holding a six-pointed star, staff in hand.
  'major-09-hermit': `
<path class="c" d="M30 392l90-110 40 30 50-60 60 140z"/>
<path fill="#7d8499" d="M150 120c-26 0-34 30-36 60l-14 170h100l-14-170c-2-30-10-60-36-60z"/>
<circle class="c" cx="156" cy="160" r="11"/>
<path class="s" d="M110 180l-20 200"/>
<circle fill="#f6d77a" opacity=".35" cx="216" cy="206" r="30"/>
<path class="s" d="M190 200l26-4M216 186v6"/>
<rect x="204" y="192" width="24" height="30" rx="3" class="k" stroke="#d8b45c" stroke-width="2"/>
<path class="g" d="M216 196l6 10h-12zM216 218l-6-10h12z"/>`,

  // Wheel of Fortune: an eight-spoked wheel turning among four clouds, a serpent descending on its left.
  'major-10-wheel-of-fortune': `
<g class="c" opacity=".85"><ellipse cx="62" cy="96" rx="26" ry="14"/><ellipse cx="238" cy="96" rx="26" ry="14"/><ellipse cx="62" cy="354" rx="26" ry="14"/><ellipse cx="238" cy="354" rx="26" ry="14"/></g>
<circle class="s" cx="150" cy="225" r="92"/>
<circle class="s" cx="150" cy="225" r="64"/>
<circle class="g" cx="150" cy="225" r="18"/>
<path class="s" d="M150 161v-28M150 289v28M86 225h-28M214 225h28M105 180l-20-20M195 270l20 20M195 180l20-20M105 270l-20 20"/>
<path style="stroke-width:2" class="s" d="M150 207V161M150 243v46M132 225H86M168 225h46"/>
<path class="b" d="M138 120l12-18 12 18z"/>
<path class="s" style="stroke:#74ad76" d="M58 150c16 20-14 40 2 60s-14 40 2 60"/>
<path class="r" d="M236 300c-10-14-4-34 10-40 4 14 6 28-10 40z"/>`,
};
