// Aho–Corasick multi-pattern matcher (Aho & Corasick, CACM 18(6), 1975): one pass over the text
// finds every listed word, however long the list.

interface Node {
  next: Map<string, number>;
  fail: number;
  /** Lengths of the words that end at this node (including via the failure chain). */
  outputs: number[];
}

export interface Match {
  word: string;
  start: number;
  end: number;
}

export class AhoCorasick {
  private readonly nodes: Node[] = [{ next: new Map(), fail: 0, outputs: [] }];

  constructor(words: Iterable<string>) {
    for (const word of words) if (word.length > 0) this.add(word);
    this.link();
  }

  private add(word: string): void {
    let state = 0;
    for (const char of word) {
      let target = this.nodes[state]!.next.get(char);
      if (target === undefined) {
        target = this.nodes.length;
        this.nodes.push({ next: new Map(), fail: 0, outputs: [] });
        this.nodes[state]!.next.set(char, target);
      }
      state = target;
    }
    this.nodes[state]!.outputs.push([...word].length);
  }

  private link(): void {
    const queue: number[] = [];
    for (const child of this.nodes[0]!.next.values()) queue.push(child);
    while (queue.length > 0) {
      const state = queue.shift()!;
      const node = this.nodes[state]!;
      for (const [char, child] of node.next) {
        let fallback = node.fail;
        while (fallback !== 0 && !this.nodes[fallback]!.next.has(char)) fallback = this.nodes[fallback]!.fail;
        const candidate = this.nodes[fallback]!.next.get(char);
        const childNode = this.nodes[child]!;
        childNode.fail = candidate !== undefined && candidate !== child ? candidate : 0;
        childNode.outputs.push(...this.nodes[childNode.fail]!.outputs);
        queue.push(child);
      }
    }
  }

  /** Every occurrence, as code-point offsets into the text. */
  search(text: string): Match[] {
    const chars = [...text];
    const matches: Match[] = [];
    let state = 0;
    chars.forEach((char, index) => {
      while (state !== 0 && !this.nodes[state]!.next.has(char)) state = this.nodes[state]!.fail;
      state = this.nodes[state]!.next.get(char) ?? 0;
      for (const length of this.nodes[state]!.outputs) {
        const start = index - length + 1;
        matches.push({ word: chars.slice(start, index + 1).join(''), start, end: index + 1 });
      }
    });
    return matches;
  }
}
