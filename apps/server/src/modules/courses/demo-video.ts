import type { FileStorage } from '../../adapters/storage/storage.ts';

// The demo lesson clip, made here rather than downloaded: a few seconds of H.264 video in MPEG-TS
// segments with an HLS playlist, written once into storage (DATA_DIR/uploads/private/… by default).
// Every frame is an IDR picture whose macroblocks are I_PCM (raw samples), so no encoder is needed:
// SPS, PPS and slices are written bit by bit (ITU-T H.264 §7.3), then packed into PES and 188-byte
// transport packets with PAT, PMT and PCR (ISO/IEC 13818-1). The picture: a night sky with a chart
// ring whose marker travels around it, and a progress bar.

export const DEMO_MEDIA_KEY = 'private/courses/demo/index.m3u8';
export const DEMO_MEDIA_SECONDS = 4;

const WIDTH = 160;
const HEIGHT = 96;
const FPS = 8;
const SEGMENT_SECONDS = 2;

class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private count = 0;
  bit(value: number) {
    this.current = (this.current << 1) | (value & 1);
    this.count += 1;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }
  bits(value: number, n: number) {
    for (let i = n - 1; i >= 0; i -= 1) this.bit((value >> i) & 1);
  }
  ue(value: number) {
    const v = value + 1;
    const len = Math.floor(Math.log2(v));
    this.bits(0, len);
    this.bits(v, len + 1);
  }
  se(value: number) {
    this.ue(value <= 0 ? -2 * value : 2 * value - 1);
  }
  get aligned() {
    return this.count === 0;
  }
  alignZero() {
    while (this.count !== 0) this.bit(0);
  }
  byte(value: number) {
    this.bytes.push(value & 0xff);
  }
  trailing() {
    this.bit(1);
    this.alignZero();
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

/** NAL unit with start code and emulation prevention (00 00 0x → 00 00 03 0x for x ≤ 3). */
function nal(type: number, refIdc: number, rbsp: Uint8Array): Uint8Array {
  const out: number[] = [0, 0, 0, 1, (refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Uint8Array.from(out);
}

function sps(): Uint8Array {
  const w = new BitWriter();
  w.bits(66, 8); // Baseline
  w.bits(0b11000000, 8); // constraint_set0/1
  w.bits(30, 8); // level 3.0
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(WIDTH / 16 - 1);
  w.ue(HEIGHT / 16 - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  w.trailing();
  return nal(7, 3, w.done());
}

function pps(): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag (CAVLC)
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  w.trailing();
  return nal(8, 3, w.done());
}

type Plane = { y: Uint8Array; u: Uint8Array; v: Uint8Array };

/** One picture in YUV 4:2:0 (samples kept within 16–235 so no run of zero bytes appears). */
function draw(frame: number, total: number): Plane {
  const y = new Uint8Array(WIDTH * HEIGHT);
  const u = new Uint8Array((WIDTH / 2) * (HEIGHT / 2));
  const v = new Uint8Array((WIDTH / 2) * (HEIGHT / 2));
  const cx = WIDTH / 2;
  const cy = HEIGHT / 2 - 6;
  const angle = (frame / total) * Math.PI * 2 - Math.PI / 2;
  const mx = cx + Math.cos(angle) * 30;
  const my = cy + Math.sin(angle) * 30;
  for (let row = 0; row < HEIGHT; row += 1) {
    for (let col = 0; col < WIDTH; col += 1) {
      const d = Math.hypot(col - cx, row - cy);
      let luma = 30 + Math.round((row / HEIGHT) * 30);
      if (Math.abs(d - 30) < 1.2 || Math.abs(d - 15) < 0.8) luma = 200;
      if ((col * 7 + row * 13) % 97 === 0) luma = 180; // stars
      if (Math.hypot(col - mx, row - my) < 5) luma = 235;
      if (row >= HEIGHT - 8 && row < HEIGHT - 4 && col >= 8 && col < WIDTH - 8)
        luma = col - 8 < ((WIDTH - 16) * (frame + 1)) / total ? 220 : 60;
      y[row * WIDTH + col] = luma;
    }
  }
  for (let row = 0; row < HEIGHT / 2; row += 1) {
    for (let col = 0; col < WIDTH / 2; col += 1) {
      const near = Math.hypot(col * 2 - mx, row * 2 - my) < 6;
      u[row * (WIDTH / 2) + col] = near ? 90 : 150; // blue night, a golden marker
      v[row * (WIDTH / 2) + col] = near ? 170 : 118;
    }
  }
  return { y, u, v };
}

function idrSlice(picture: Plane, idrId: number): Uint8Array {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices)
  w.ue(0); // pic_parameter_set_id
  w.bits(0, 4); // frame_num
  w.ue(idrId); // idr_pic_id
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: off
  const mbWidth = WIDTH / 16;
  const mbCount = mbWidth * (HEIGHT / 16);
  for (let mb = 0; mb < mbCount; mb += 1) {
    const mbx = (mb % mbWidth) * 16;
    const mby = Math.floor(mb / mbWidth) * 16;
    w.ue(25); // mb_type I_PCM
    w.alignZero(); // pcm_alignment_zero_bit
    for (let row = 0; row < 16; row += 1)
      for (let col = 0; col < 16; col += 1) w.byte(picture.y[(mby + row) * WIDTH + mbx + col]!);
    for (const plane of [picture.u, picture.v])
      for (let row = 0; row < 8; row += 1)
        for (let col = 0; col < 8; col += 1) w.byte(plane[(mby / 2 + row) * (WIDTH / 2) + mbx / 2 + col]!);
  }
  w.trailing();
  return nal(5, 3, w.done());
}

// ---- MPEG-TS ----

const PMT_PID = 0x1000;
const VIDEO_PID = 0x100;

function crc32mpeg(bytes: number[]): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let i = 0; i < 8; i += 1) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

function section(bytes: number[]): number[] {
  const crc = crc32mpeg(bytes);
  return [...bytes, (crc >>> 24) & 0xff, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff];
}

function psiPacket(pid: number, payload: number[], cc: number): Uint8Array {
  const packet = new Uint8Array(188).fill(0xff);
  packet.set([0x47, 0x40 | (pid >> 8), pid & 0xff, 0x10 | (cc & 0x0f), 0x00, ...payload]);
  return packet;
}

const PAT = section([
  0x00,
  0xb0,
  13,
  0x00,
  0x01,
  0xc1,
  0x00,
  0x00,
  0x00,
  0x01,
  0xe0 | (PMT_PID >> 8),
  PMT_PID & 0xff,
]);
const PMT = section([
  0x02,
  0xb0,
  18,
  0x00,
  0x01,
  0xc1,
  0x00,
  0x00,
  0xe0 | (VIDEO_PID >> 8),
  VIDEO_PID & 0xff, // PCR PID
  0xf0,
  0x00,
  0x1b,
  0xe0 | (VIDEO_PID >> 8),
  VIDEO_PID & 0xff,
  0xf0,
  0x00,
]);

function timestamp(prefix: number, ts: number): number[] {
  return [
    (prefix << 4) | (((ts / 2 ** 30) & 0x07) << 1) | 1,
    (ts >> 22) & 0xff,
    (((ts >> 15) & 0x7f) << 1) | 1,
    (ts >> 7) & 0xff,
    ((ts & 0x7f) << 1) | 1,
  ];
}

function pesPackets(frame: Uint8Array, pts: number, counter: { cc: number }): Uint8Array[] {
  const header = [0x00, 0x00, 0x01, 0xe0, 0x00, 0x00, 0x80, 0x80, 0x05, ...timestamp(0x2, pts)];
  const data = new Uint8Array(header.length + frame.length);
  data.set(header);
  data.set(frame, header.length);
  const packets: Uint8Array[] = [];
  let offset = 0;
  let first = true;
  while (offset < data.length) {
    const packet = new Uint8Array(188);
    const adaptation: number[] = [];
    if (first) {
      // PCR = PTS − 0.1 s, in 27 MHz units as base (33 bits) + extension.
      const pcr = Math.max(0, pts - 9000);
      adaptation.push(
        0x10,
        (pcr / 2 ** 25) & 0xff,
        (pcr >> 17) & 0xff,
        (pcr >> 9) & 0xff,
        (pcr >> 1) & 0xff,
        ((pcr & 1) << 7) | 0x7e,
        0x00,
      );
    }
    let room = 184 - (adaptation.length > 0 ? adaptation.length + 1 : 0);
    const remaining = data.length - offset;
    if (remaining < room) {
      // Stuff the last packet through the adaptation field.
      const stuffing = room - remaining;
      if (adaptation.length === 0) {
        if (stuffing === 1) {
          packet.set([
            0x47,
            (first ? 0x40 : 0) | (VIDEO_PID >> 8),
            VIDEO_PID & 0xff,
            0x30 | counter.cc,
            0x00,
          ]);
          packet.set(data.subarray(offset), 5);
          packets.push(packet);
          counter.cc = (counter.cc + 1) & 0x0f;
          break;
        }
        adaptation.push(0x00);
        for (let i = 0; i < stuffing - 2; i += 1) adaptation.push(0xff);
      } else for (let i = 0; i < stuffing; i += 1) adaptation.push(0xff);
      room = remaining;
    }
    const control = adaptation.length > 0 ? 0x30 : 0x10;
    packet.set([0x47, (first ? 0x40 : 0) | (VIDEO_PID >> 8), VIDEO_PID & 0xff, control | counter.cc]);
    let at = 4;
    if (adaptation.length > 0) {
      packet[at] = adaptation.length;
      packet.set(adaptation, at + 1);
      at += adaptation.length + 1;
    }
    packet.set(data.subarray(offset, offset + room), at);
    offset += room;
    counter.cc = (counter.cc + 1) & 0x0f;
    packets.push(packet);
    first = false;
  }
  return packets;
}

/** The clip as { 'index.m3u8', 'seg0.ts', … }. */
export function buildDemoClip(): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const total = DEMO_MEDIA_SECONDS * FPS;
  const headers = [sps(), pps()];
  const aud = Uint8Array.from([0, 0, 0, 1, 0x09, 0xf0]);
  const segments = DEMO_MEDIA_SECONDS / SEGMENT_SECONDS;
  const counter = { cc: 0 };
  for (let s = 0; s < segments; s += 1) {
    const packets: Uint8Array[] = [psiPacket(0, PAT, s), psiPacket(PMT_PID, PMT, s)];
    for (let f = s * SEGMENT_SECONDS * FPS; f < (s + 1) * SEGMENT_SECONDS * FPS; f += 1) {
      const units = [aud, ...headers, idrSlice(draw(f, total), f % 2)];
      const frame = Buffer.concat(units);
      packets.push(...pesPackets(frame, 90_000 / 10 + Math.round((f * 90_000) / FPS), counter));
    }
    files.set(`seg${s}.ts`, Buffer.concat(packets));
  }
  const playlist = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    ...Array.from({ length: segments }, (_, s) => [`#EXTINF:${SEGMENT_SECONDS}.000,`, `seg${s}.ts`]).flat(),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
  files.set('index.m3u8', Buffer.from(playlist));
  return files;
}

/** Writes the clip into storage unless it is there already. */
export async function ensureDemoClip(storage: FileStorage): Promise<void> {
  if (await storage.get(DEMO_MEDIA_KEY)) return;
  const folder = DEMO_MEDIA_KEY.slice(0, DEMO_MEDIA_KEY.lastIndexOf('/') + 1);
  const files = buildDemoClip();
  // The playlist last, so its presence means the clip is whole.
  for (const [name, body] of files)
    if (name !== 'index.m3u8') await storage.put(`${folder}${name}`, body, 'video/mp2t');
  await storage.put(DEMO_MEDIA_KEY, files.get('index.m3u8')!, 'application/vnd.apple.mpegurl');
}
