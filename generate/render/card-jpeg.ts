/**
 * A baseline JPEG writer for many pictures that are one background with a little drawn on it: the
 * social cards, which differ only in the band of their title.
 *
 * The picture is written with a restart marker after every row of 16×16 blocks (MCUs): each row's
 * coded bytes then stand alone (the DC prediction starts again, and the bytes end on a byte
 * boundary). The background's rows are coded once; a card codes only the rows its title touches,
 * and in them only the MCUs a glyph touches are transformed again (from the ink's coverage alone where
 * the background is one colour); the rest is copied. A row drawn before with the same glyphs at the
 * same places is copied whole: a title's first line recurs across a service's city pages.
 *
 * Why not libjpeg-turbo (sharp): it encodes the whole card each time, about 5.5 ms of CPU plus about
 * 2 ms of handing sharp 2.2 MB of pixels, and each call has a fixed cost (about 2 ms for a 1200×16
 * strip) that rules out encoding only the changed rows through it. This writes a card of the
 * 712-page site in about 2 ms of CPU.
 *
 * What it writes is plain baseline JPEG (JFIF, YCbCr 4:2:0, the standard Huffman tables of the
 * JPEG specification, Annex K, and its quantisation tables scaled by quality as libjpeg scales them),
 * which every decoder reads: restart markers are part of baseline JPEG since 1992.
 */

/** `ZIGZAG[k]` is the position in the 8×8 block (row × 8 + column) of the k-th coefficient written. */
const ZIGZAG = Uint8Array.from([
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57,
  50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
]);

/** Annex K's quantisation tables, in block order, for quality 50. */
const LUMA_QUANT = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22,
  37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
];
const CHROMA_QUANT = [
  17,
  18,
  24,
  47,
  99,
  99,
  99,
  99,
  18,
  21,
  26,
  66,
  99,
  99,
  99,
  99,
  24,
  26,
  56,
  99,
  99,
  99,
  99,
  99,
  47,
  66,
  99,
  99,
  99,
  99,
  99,
  99,
  ...new Array<number>(32).fill(99),
];

/** Annex K's Huffman tables: how many codes of each length 1–16, then the symbols in code order. */
type HuffmanSpec = { counts: number[]; symbols: number[] };
const DC_SYMBOLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const LUMA_DC: HuffmanSpec = { counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0], symbols: DC_SYMBOLS };
const CHROMA_DC: HuffmanSpec = { counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0], symbols: DC_SYMBOLS };
const LUMA_AC: HuffmanSpec = {
  counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7d],
  symbols: [
    0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91,
    0xa1, 0x08, 0x23, 0x42, 0xb1, 0xc1, 0x15, 0x52, 0xd1, 0xf0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0a, 0x16, 0x17, 0x18, 0x19, 0x1a,
    0x25, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a, 0x53,
    0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79,
    0x7a, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3, 0xa4, 0xa5,
    0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9,
    0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe1, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf1, 0xf2,
    0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
  ],
};
const CHROMA_AC: HuffmanSpec = {
  counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
  symbols: [
    0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71, 0x13, 0x22, 0x32, 0x81, 0x08, 0x14,
    0x42, 0x91, 0xa1, 0xb1, 0xc1, 0x09, 0x23, 0x33, 0x52, 0xf0, 0x15, 0x62, 0x72, 0xd1, 0x0a, 0x16, 0x24, 0x34, 0xe1, 0x25, 0xf1, 0x17,
    0x18, 0x19, 0x1a, 0x26, 0x27, 0x28, 0x29, 0x2a, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3a, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49, 0x4a,
    0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5a, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6a, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78,
    0x79, 0x7a, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0xa2, 0xa3,
    0xa4, 0xa5, 0xa6, 0xa7, 0xa8, 0xa9, 0xaa, 0xb2, 0xb3, 0xb4, 0xb5, 0xb6, 0xb7, 0xb8, 0xb9, 0xba, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7,
    0xc8, 0xc9, 0xca, 0xd2, 0xd3, 0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xe2, 0xe3, 0xe4, 0xe5, 0xe6, 0xe7, 0xe8, 0xe9, 0xea, 0xf2,
    0xf3, 0xf4, 0xf5, 0xf6, 0xf7, 0xf8, 0xf9, 0xfa,
  ],
};

/** A Huffman table as the encoder uses it: each symbol's code and its length in bits. */
type HuffmanCodes = { code: Uint16Array; length: Uint8Array };
function huffmanCodes({ counts, symbols }: HuffmanSpec): HuffmanCodes {
  const code = new Uint16Array(256);
  const length = new Uint8Array(256);
  let next = 0;
  let index = 0;
  counts.forEach((count, bits) => {
    for (let i = 0; i < count; i++, index++, next++) {
      code[symbols[index]!] = next;
      length[symbols[index]!] = bits + 1;
    }
    next <<= 1;
  });
  return { code, length };
}

/** libjpeg's scaling of the quality-50 tables (jcparam.c), kept within 1–255 for baseline JPEG. */
function scaledTable(table: number[], quality: number): number[] {
  const scale = quality < 50 ? Math.floor(5000 / quality) : 200 - quality * 2;
  return table.map((value) => Math.min(255, Math.max(1, Math.floor((value * scale + 50) / 100))));
}

/** The float AAN transform's output scale per row and column, folded into the quantisation divisors. */
const AAN_SCALE = [1.0, 1.387039845, 1.306562965, 1.175875602, 1.0, 0.785694958, 0.5411961, 0.275899379];
function divisors(table: number[]): Float64Array {
  return Float64Array.from(table, (q, i) => 1 / (q * AAN_SCALE[i >> 3]! * AAN_SCALE[i & 7]! * 8));
}

/** A rectangle of pixels that differs from the background. */
export type Rect = { x: number; y: number; width: number; height: number };
/**
 * Ink drawn in a rectangle: its coverage there (0–255 a pixel, `width × height`, row by row), and
 * what it is (a glyph's name, say). The same things drawn at the same places, in the same order,
 * give the same pixels, so a row of MCUs they alone touch is coded once.
 */
export type Drawn = Rect & { what: string; coverage: Uint8Array };

/** Coded rows kept for reuse, at most this many bytes of them (about 1 to 3 KB a row). */
const ROW_CACHE_BYTES = 32 * 1024 * 1024;

/** Bytes written bit by bit, with the 0xFF stuffing of coded data. */
class BitWriter implements BitSink {
  private bytes = new Uint8Array(1 << 16);
  private size = 0;
  private bits = 0;
  private count = 0;

  put(value: number, length: number): void {
    this.bits = (this.bits << length) | (value & ((1 << length) - 1));
    this.count += length;
    while (this.count >= 8) {
      this.count -= 8;
      const byte = (this.bits >>> this.count) & 0xff;
      this.byte(byte);
      if (byte === 0xff) this.byte(0);
    }
    this.bits &= (1 << this.count) - 1;
  }

  /** Pads the last byte with 1 bits, as a segment ends before a marker, and returns the bytes. */
  finish(): Uint8Array {
    if (this.count > 0) this.put(0x7f, 8 - this.count);
    const done = this.bytes.slice(0, this.size);
    this.size = 0;
    return done;
  }

  private byte(value: number): void {
    if (this.size === this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes[this.size++] = value;
  }
}

/** Coefficients per MCU: four luma blocks, then Cb and Cr, 64 each in zigzag order. */
const MCU_COEFFICIENTS = 6 * 64;

/** Something coded bits are put to: the output, or a record of one MCU's bits to replay later. */
interface BitSink {
  put(value: number, length: number): void;
}

/** The bits one MCU coded to, in pieces of at most 24 bits, as (bits, length) pairs. */
class BitRecord implements BitSink {
  readonly pieces: number[] = [];
  private bits = 0;
  private count = 0;

  put(value: number, length: number): void {
    if (this.count + length > 24) this.flush();
    this.bits = (this.bits << length) | (value & ((1 << length) - 1));
    this.count += length;
  }

  flush(): void {
    if (this.count > 0) this.pieces.push(this.bits, this.count);
    this.bits = 0;
    this.count = 0;
  }
}

export class SplicedJpeg {
  private readonly columns: number;
  private readonly rows: number;
  private readonly lumaDivisors: Float64Array;
  private readonly chromaDivisors: Float64Array;
  private readonly header: Uint8Array;
  private readonly codes = {
    lumaDc: huffmanCodes(LUMA_DC),
    lumaAc: huffmanCodes(LUMA_AC),
    chromaDc: huffmanCodes(CHROMA_DC),
    chromaAc: huffmanCodes(CHROMA_AC),
  };
  /**
   * The background, MCU by MCU: its coefficients, the last non-zero one of each block, and the bits
   * it codes to when the MCU before it in the row is background too (the DC predictions then match).
   */
  private readonly coefficients: Int16Array;
  private readonly lasts: Uint8Array;
  private readonly bits: Int32Array[] = [];
  /** Each MCU row of the background, coded. */
  private readonly backgroundRows: Uint8Array[] = [];
  /**
   * Rows coded for earlier pictures, by what was drawn in them and where (relative to the row): a
   * line of a title that recurs ("Garage Door Repair in") is coded once.
   */
  private readonly codedRows = new Map<string, Uint8Array>();
  private codedBytes = 0;
  private readonly writer = new BitWriter();
  // Scratch space for one MCU.
  private readonly y = new Float64Array(256);
  private readonly cb = new Float64Array(64);
  private readonly cr = new Float64Array(64);
  private readonly block = new Float64Array(64);
  private readonly mcu = new Int16Array(MCU_COEFFICIENTS);
  private readonly mcuLasts = new Uint8Array(6);
  private readonly predictions = new Int32Array(3);
  /** Where each of the MCU's 16 pixel rows starts in the picture, and each column within a row. */
  private readonly lines = new Int32Array(16);
  private readonly offsets = new Int32Array(16);
  /** A changed MCU's mixed pixels, where its background is not one colour. */
  private readonly tile = new Uint8Array(16 * 16 * 3);
  /** The ink's coverage of the picture being written: 0 but where it is drawn, and cleared after. */
  private readonly coverage: Uint8Array;
  private readonly inkRgb: readonly [number, number, number];

  /**
   * Each MCU's background colour when all its pixels have it (0xRRGGBB), else -1: where ink is drawn
   * over one colour, the MCU's colours follow from the ink's coverage alone.
   */
  private readonly flat: Int32Array;
  /** The ink in YCbCr (Y less 128), as the transform takes it. */
  private readonly ink: [number, number, number];

  /** `background` is `width × height` RGB pixels, row by row; `ink` the colour drawn over it. */
  constructor(
    private readonly background: Uint8Array,
    private readonly width: number,
    private readonly height: number,
    quality: number,
    ink: readonly [number, number, number],
  ) {
    this.ink = ycbcr(ink[0], ink[1], ink[2]);
    this.coverage = new Uint8Array(width * height);
    this.inkRgb = ink;
    this.columns = Math.ceil(width / 16);
    this.rows = Math.ceil(height / 16);
    const luma = scaledTable(LUMA_QUANT, quality);
    const chroma = scaledTable(CHROMA_QUANT, quality);
    this.lumaDivisors = divisors(luma);
    this.chromaDivisors = divisors(chroma);
    this.header = this.headerBytes(luma, chroma);
    const count = this.columns * this.rows;
    this.coefficients = new Int16Array(count * MCU_COEFFICIENTS);
    this.lasts = new Uint8Array(count * 6);
    this.flat = new Int32Array(count).fill(-1);
    for (let row = 0; row < this.rows; row++) {
      this.predictions.fill(0);
      for (let column = 0; column < this.columns; column++) {
        const mcu = row * this.columns + column;
        const colour = flatColour(background, width, height, column, row);
        this.flat[mcu] = colour;
        if (colour >= 0) this.transformFlat(colour, mcu);
        else {
          this.locate(column, row, width * 3, 3);
          this.transformMcu(background, this.coefficients, mcu * MCU_COEFFICIENTS, this.lasts, mcu * 6);
        }
        const record = new BitRecord();
        this.codeMcu(this.coefficients, mcu * MCU_COEFFICIENTS, this.lasts, mcu * 6, record);
        record.flush();
        this.bits.push(Int32Array.from(record.pieces));
        this.replay(mcu);
      }
      this.backgroundRows.push(this.writer.finish());
    }
  }

  /**
   * The background with `drawn` over it, in order (where two overlap, the second covers what the
   * first left). Only what touches a row not coded before is drawn at all.
   */
  encode(drawn: Drawn[]): Buffer {
    const touched = new Uint8Array(this.columns * this.rows);
    const rowKeys = new Array<string>(this.rows).fill('');
    for (const { x, y, width, height, what } of drawn) {
      const left = Math.max(0, Math.floor(x / 16));
      const right = Math.min(this.columns - 1, Math.floor((x + width - 1) / 16));
      const top = Math.max(0, Math.floor(y / 16));
      const bottom = Math.min(this.rows - 1, Math.floor((y + height - 1) / 16));
      for (let row = top; row <= bottom; row++) {
        touched.fill(1, row * this.columns + left, row * this.columns + right + 1);
        rowKeys[row] += `${what}@${x},${y - row * 16};`;
      }
    }
    const coded: Array<Uint8Array | undefined> = [];
    for (let row = 0; row < this.rows; row++)
      coded.push(rowKeys[row] === '' ? this.backgroundRows[row] : this.codedRows.get(rowKeys[row]!));
    const { coverage } = this;
    // Whether any row it touches is to be coded. (Not a loop that returns at the first such row: the
    // first cards code every row, so its row++ never ran before TurboFan compiled encode(), which it
    // then had to throw away and compile again.)
    const inked = drawn.filter(({ y, height }) =>
      coded.slice(Math.max(0, Math.floor(y / 16)), Math.min(this.rows, Math.floor((y + height - 1) / 16) + 1)).includes(undefined),
    );
    for (const ink of inked) cover(coverage, this.width, ink);
    try {
      return this.spliced(coverage, touched, rowKeys, coded);
    } finally {
      for (const { x, y, width, height } of inked) {
        for (let row = y; row < y + height; row++) coverage.fill(0, row * this.width + x, row * this.width + x + width);
      }
    }
  }

  /** The picture: each row coded before copied, the others coded from `coverage` where `touched`. */
  private spliced(coverage: Uint8Array, touched: Uint8Array, rowKeys: string[], coded: Array<Uint8Array | undefined>): Buffer {
    const parts: Uint8Array[] = [this.header];
    for (let row = 0; row < this.rows; row++) {
      const first = row * this.columns;
      const key = rowKeys[row]!;
      const known = coded[row];
      if (known) parts.push(known);
      else {
        this.predictions.fill(0);
        for (let column = 0; column < this.columns; column++) {
          const mcu = first + column;
          if (touched[mcu]) {
            this.transformInked(coverage, column, row, mcu);
            this.codeMcu(this.mcu, 0, this.mcuLasts, 0, this.writer);
          } else if (column > 0 && touched[mcu - 1]) {
            // The background's MCU, but its DC predictions come from a changed one: coded again.
            this.codeMcu(this.coefficients, mcu * MCU_COEFFICIENTS, this.lasts, mcu * 6, this.writer);
          } else this.replay(mcu);
        }
        const bytes = this.writer.finish();
        if (this.codedBytes + bytes.length <= ROW_CACHE_BYTES) {
          this.codedRows.set(key, bytes);
          this.codedBytes += bytes.length;
        }
        parts.push(bytes);
      }
      // RSTn after every row but the last, n counting 0–7.
      if (row < this.rows - 1) parts.push(Uint8Array.of(0xff, 0xd0 + (row & 7)));
    }
    parts.push(Uint8Array.of(0xff, 0xd9));
    return Buffer.concat(parts);
  }

  /** Puts the background MCU's recorded bits to the output, and takes its DCs as the predictions. */
  private replay(mcu: number): void {
    const pieces = this.bits[mcu]!;
    for (let i = 0; i < pieces.length; i += 2) this.writer.put(pieces[i]!, pieces[i + 1]!);
    const at = mcu * MCU_COEFFICIENTS;
    this.predictions[0] = this.coefficients[at + 3 * 64]!;
    this.predictions[1] = this.coefficients[at + 4 * 64]!;
    this.predictions[2] = this.coefficients[at + 5 * 64]!;
  }

  /**
   * A background MCU of one colour: each block is its DC alone, the value `quantise` finds for a
   * block of one value c (the transform gives 64c there, exactly, and 0 elsewhere).
   */
  private transformFlat(colour: number, mcu: number): void {
    const [y, cb, cr] = ycbcr(colour >> 16, (colour >> 8) & 0xff, colour & 0xff);
    const at = mcu * MCU_COEFFICIENTS;
    const dc = (value: number, divisorTable: Float64Array) => {
      const scaled = 64 * value * divisorTable[0]!;
      return scaled > 0 ? (scaled + 0.5) | 0 : (scaled - 0.5) | 0;
    };
    for (let block = 0; block < 6; block++) {
      const value = block < 4 ? y : block === 4 ? cb : cr;
      this.coefficients[at + block * 64] = dc(value, block < 4 ? this.lumaDivisors : this.chromaDivisors);
      this.lasts[mcu * 6 + block] = 0;
    }
  }

  /**
   * Points `lines` and `offsets` at an MCU's 16 rows and 16 columns in a picture whose rows are
   * `stride` apart and pixels `step` apart, repeating the last row and column past its edges.
   */
  private locate(column: number, row: number, stride: number, step: number): void {
    for (let i = 0; i < 16; i++) {
      this.lines[i] = Math.min(row * 16 + i, this.height - 1) * stride;
      this.offsets[i] = Math.min(column * 16 + i, this.width - 1) * step;
    }
  }

  /**
   * The MCU at `lines` × `offsets` of RGB `pixels` to quantised coefficients at `into[at]`, and the
   * index of each block's last non-zero coefficient at `lasts[lastsAt]`.
   */
  private transformMcu(pixels: Uint8Array, into: Int16Array, at: number, lasts: Uint8Array, lastsAt: number): void {
    const { y, cb, cr, lines, offsets } = this;
    // Luma for every pixel; chroma for each 2×2 square, from the sums of its red, green and blue.
    for (let cy = 0; cy < 8; cy++) {
      for (let cx = 0; cx < 8; cx++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let k = 0; k < 4; k++) {
          const dy = 2 * cy + (k >> 1);
          const dx = 2 * cx + (k & 1);
          const p = lines[dy]! + offsets[dx]!;
          const pr = pixels[p]!;
          const pg = pixels[p + 1]!;
          const pb = pixels[p + 2]!;
          y[dy * 16 + dx] = 0.299 * pr + 0.587 * pg + 0.114 * pb - 128;
          r += pr;
          g += pg;
          b += pb;
        }
        cb[cy * 8 + cx] = (-0.168735892 * r - 0.331264108 * g + 0.5 * b) * 0.25;
        cr[cy * 8 + cx] = (0.5 * r - 0.418687589 * g - 0.081312411 * b) * 0.25;
      }
    }
    const { block } = this;
    for (let quarter = 0; quarter < 4; quarter++) {
      const origin = (quarter >> 1) * 128 + (quarter & 1) * 8;
      for (let i = 0; i < 64; i++) block[i] = y[origin + (i >> 3) * 16 + (i & 7)]!;
      lasts[lastsAt + quarter] = quantise(block, this.lumaDivisors, into, at + quarter * 64);
    }
    lasts[lastsAt + 4] = quantise(cb, this.chromaDivisors, into, at + 256);
    lasts[lastsAt + 5] = quantise(cr, this.chromaDivisors, into, at + 320);
  }

  /**
   * A changed MCU into `this.mcu` and `this.mcuLasts`. Over one colour, each block whose coverage is
   * all 0 is the background's, and the others take their colours from the coverage alone; over
   * anything else, the MCU's pixels are mixed and transformed.
   */
  private transformInked(coverage: Uint8Array, column: number, row: number, mcu: number): void {
    const { cb, cr, lines, offsets, block, mcu: into, mcuLasts: lasts } = this;
    const colour = this.flat[mcu]!;
    const backgroundAt = mcu * MCU_COEFFICIENTS;
    if (colour < 0) {
      this.locate(column, row, this.width, 1);
      const tile = this.tile;
      for (let dy = 0; dy < 16; dy++) {
        for (let dx = 0; dx < 16; dx++) {
          const a = coverage[lines[dy]! + offsets[dx]!]! / 255;
          const p = (lines[dy]! + offsets[dx]!) * 3;
          const t = (dy * 16 + dx) * 3;
          for (let c = 0; c < 3; c++) tile[t + c] = Math.round(this.background[p + c]! + (this.inkRgb[c]! - this.background[p + c]!) * a);
        }
      }
      this.locate(0, 0, 48, 3);
      this.transformMcu(tile, into, 0, lasts, 0);
      return;
    }
    const [backY, backCb, backCr] = ycbcr(colour >> 16, (colour >> 8) & 0xff, colour & 0xff);
    const [inkY, inkCb, inkCr] = this.ink;
    this.locate(column, row, this.width, 1);
    for (let quarter = 0; quarter < 4; quarter++) {
      const top = (quarter >> 1) * 8;
      const left = (quarter & 1) * 8;
      let any = 0;
      for (let i = 0; i < 64; i++) {
        const a = coverage[lines[top + (i >> 3)]! + offsets[left + (i & 7)]!]!;
        any |= a;
        block[i] = backY + ((inkY - backY) * a) / 255;
      }
      const blockAt = quarter * 64;
      if (any === 0) {
        into.set(this.coefficients.subarray(backgroundAt + blockAt, backgroundAt + blockAt + 64), blockAt);
        lasts[quarter] = this.lasts[mcu * 6 + quarter]!;
      } else lasts[quarter] = quantise(block, this.lumaDivisors, into, blockAt);
    }
    let any = 0;
    for (let cy = 0; cy < 8; cy++) {
      for (let cx = 0; cx < 8; cx++) {
        const first = lines[2 * cy]!;
        const second = lines[2 * cy + 1]!;
        const a =
          coverage[first + offsets[2 * cx]!]! +
          coverage[first + offsets[2 * cx + 1]!]! +
          coverage[second + offsets[2 * cx]!]! +
          coverage[second + offsets[2 * cx + 1]!]!;
        any |= a;
        cb[cy * 8 + cx] = backCb + ((inkCb - backCb) * a) / 1020;
        cr[cy * 8 + cx] = backCr + ((inkCr - backCr) * a) / 1020;
      }
    }
    if (any === 0) {
      into.set(this.coefficients.subarray(backgroundAt + 256, backgroundAt + 384), 256);
      lasts[4] = this.lasts[mcu * 6 + 4]!;
      lasts[5] = this.lasts[mcu * 6 + 5]!;
    } else {
      lasts[4] = quantise(cb, this.chromaDivisors, into, 256);
      lasts[5] = quantise(cr, this.chromaDivisors, into, 320);
    }
  }

  /** Huffman-codes one MCU's six blocks from `this.predictions`, which it moves on. */
  private codeMcu(coefficients: Int16Array, at: number, lasts: Uint8Array, lastsAt: number, out: BitSink): void {
    const { lumaDc, lumaAc, chromaDc, chromaAc } = this.codes;
    for (let block = 0; block < 6; block++) {
      const component = block < 4 ? 0 : block - 3;
      this.predictions[component] = codeBlock(
        out,
        coefficients,
        at + block * 64,
        lasts[lastsAt + block]!,
        this.predictions[component]!,
        component === 0 ? lumaDc : chromaDc,
        component === 0 ? lumaAc : chromaAc,
      );
    }
  }

  private headerBytes(luma: number[], chroma: number[]): Uint8Array {
    const word = (value: number) => [value >> 8, value & 0xff];
    const huffman = (tableClass: number, id: number, { counts, symbols }: HuffmanSpec) => [(tableClass << 4) | id, ...counts, ...symbols];
    const tables = [huffman(0, 0, LUMA_DC), huffman(1, 0, LUMA_AC), huffman(0, 1, CHROMA_DC), huffman(1, 1, CHROMA_AC)].flat();
    return Uint8Array.from([
      ...[0xff, 0xd8],
      // JFIF 1.01, square pixels.
      ...[0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
      // The two quantisation tables, in zigzag order.
      ...[0xff, 0xdb, ...word(2 + 2 * 65), 0, ...ZIGZAG_ORDER(luma), 1, ...ZIGZAG_ORDER(chroma)],
      // Baseline, 8 bits, three components: Y sampled 2×2 with table 0; Cb and Cr 1×1 with table 1.
      ...[0xff, 0xc0, 0, 17, 8, ...word(this.height), ...word(this.width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
      ...[0xff, 0xc4, ...word(2 + tables.length), ...tables],
      // A restart marker after each MCU row.
      ...[0xff, 0xdd, 0, 4, ...word(this.columns)],
      ...[0xff, 0xda, 0, 12, 3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0],
    ]);
  }
}

/** Huffman-codes one block (F.1.2 of the specification) whose last non-zero coefficient is `last`; returns its DC. */
function codeBlock(
  out: BitSink,
  coefficients: Int16Array,
  start: number,
  last: number,
  prediction: number,
  dc: HuffmanCodes,
  ac: HuffmanCodes,
): number {
  const value = coefficients[start]!;
  const difference = value - prediction;
  const size = bitSize(difference);
  out.put(dc.code[size]!, dc.length[size]!);
  if (size > 0) out.put(difference < 0 ? difference - 1 : difference, size);
  let run = 0;
  for (let k = 1; k <= last; k++) {
    const coefficient = coefficients[start + k]!;
    if (coefficient === 0) {
      run++;
      continue;
    }
    while (run > 15) {
      out.put(ac.code[0xf0]!, ac.length[0xf0]!);
      run -= 16;
    }
    const bits = bitSize(coefficient);
    const symbol = (run << 4) | bits;
    out.put(ac.code[symbol]!, ac.length[symbol]!);
    out.put(coefficient < 0 ? coefficient - 1 : coefficient, bits);
    run = 0;
  }
  if (last < 63) out.put(ac.code[0]!, ac.length[0]!);
  return value;
}

/** Adds `ink`'s coverage to `coverage` (`width` pixels a row): under + (255 − under) × a / 255, rounded. */
function cover(coverage: Uint8Array, width: number, ink: Drawn): void {
  const { coverage: alpha } = ink;
  for (let row = 0; row < ink.height; row++) {
    let from = row * ink.width;
    let at = (ink.y + row) * width + ink.x;
    for (let column = 0; column < ink.width; column++, from++, at++) {
      const a = alpha[from]!;
      if (a === 0) continue;
      // 257/65536 is 1/255 to within the rounding.
      const under = coverage[at]!;
      coverage[at] = under + (((255 - under) * a * 257 + 32768) >> 16);
    }
  }
}

/** JFIF's YCbCr of an RGB colour, Y less 128 (the level shift), as the transform takes it. */
function ycbcr(r: number, g: number, b: number): [number, number, number] {
  return [
    0.299 * r + 0.587 * g + 0.114 * b - 128,
    -0.168735892 * r - 0.331264108 * g + 0.5 * b,
    0.5 * r - 0.418687589 * g - 0.081312411 * b,
  ];
}

/** The colour (0xRRGGBB) of every pixel of the MCU at `column`, `row`, edges repeated, or -1 when they differ. */
function flatColour(pixels: Uint8Array, width: number, height: number, column: number, row: number): number {
  const at = (x: number, y: number) => (Math.min(y, height - 1) * width + Math.min(x, width - 1)) * 3;
  const first = at(column * 16, row * 16);
  for (let dy = 0; dy < 16; dy++) {
    for (let dx = 0; dx < 16; dx++) {
      const p = at(column * 16 + dx, row * 16 + dy);
      if (pixels[p] !== pixels[first] || pixels[p + 1] !== pixels[first + 1] || pixels[p + 2] !== pixels[first + 2]) return -1;
    }
  }
  return (pixels[first]! << 16) | (pixels[first + 1]! << 8) | pixels[first + 2]!;
}

const ZIGZAG_ORDER = (table: number[]) => Array.from(ZIGZAG, (position) => table[position]!);

/** The number of bits of |value| (its category, in the specification's words). */
function bitSize(value: number): number {
  return value === 0 ? 0 : 32 - Math.clz32(value < 0 ? -value : value);
}

/**
 * The AAN forward transform (libjpeg's jfdctflt.c) of `block` in place, then quantised into `into`
 * in zigzag order; returns the index of the last non-zero one (0 when only the DC is left).
 */
function quantise(block: Float64Array, divisorTable: Float64Array, into: Int16Array, at: number): number {
  transformLines(block, 1, 8);
  transformLines(block, 8, 1);
  let last = 0;
  for (let k = 0; k < 64; k++) {
    const position = ZIGZAG[k]!;
    const value = block[position]! * divisorTable[position]!;
    const quantised = value > 0 ? (value + 0.5) | 0 : (value - 0.5) | 0;
    into[at + k] = quantised;
    if (quantised !== 0) last = k;
  }
  return last;
}

/** One pass of the transform: the 8 lines of `block` whose values are `within` apart, lines `between` apart. */
function transformLines(block: Float64Array, within: number, between: number): void {
  for (let line = 0; line < 8; line++) {
    const o = line * between;
    const d0 = block[o]!;
    const d1 = block[o + within]!;
    const d2 = block[o + 2 * within]!;
    const d3 = block[o + 3 * within]!;
    const d4 = block[o + 4 * within]!;
    const d5 = block[o + 5 * within]!;
    const d6 = block[o + 6 * within]!;
    const d7 = block[o + 7 * within]!;
    const tmp0 = d0 + d7;
    const tmp7 = d0 - d7;
    const tmp1 = d1 + d6;
    const tmp6 = d1 - d6;
    const tmp2 = d2 + d5;
    const tmp5 = d2 - d5;
    const tmp3 = d3 + d4;
    const tmp4 = d3 - d4;
    // Even part.
    const tmp10 = tmp0 + tmp3;
    const tmp13 = tmp0 - tmp3;
    const tmp11 = tmp1 + tmp2;
    const tmp12 = tmp1 - tmp2;
    block[o] = tmp10 + tmp11;
    block[o + 4 * within] = tmp10 - tmp11;
    const z1 = (tmp12 + tmp13) * Math.SQRT1_2;
    block[o + 2 * within] = tmp13 + z1;
    block[o + 6 * within] = tmp13 - z1;
    // Odd part.
    const odd10 = tmp4 + tmp5;
    const odd11 = tmp5 + tmp6;
    const odd12 = tmp6 + tmp7;
    const z5 = (odd10 - odd12) * 0.382683433;
    const z2 = 0.5411961 * odd10 + z5;
    const z4 = 1.306562965 * odd12 + z5;
    const z3 = odd11 * Math.SQRT1_2;
    const z11 = tmp7 + z3;
    const z13 = tmp7 - z3;
    block[o + 5 * within] = z13 + z2;
    block[o + 3 * within] = z13 - z2;
    block[o + within] = z11 + z4;
    block[o + 7 * within] = z11 - z4;
  }
}
