/** @jest-environment node */
import { encodeIco } from './icons';

describe('encodeIco', () => {
  it('writes the ICO header, one directory entry per image and the PNG bytes after them', () => {
    const small = { size: 16, png: Buffer.from('png-16') };
    const large = { size: 48, png: Buffer.from('png-48-bytes') };
    const ico = encodeIco([small, large]);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(2);
    const entry = (i: number) => ico.subarray(6 + 16 * i, 6 + 16 * (i + 1));
    expect([entry(0).readUInt8(0), entry(0).readUInt8(1)]).toEqual([16, 16]);
    expect([entry(1).readUInt8(0), entry(1).readUInt8(1)]).toEqual([48, 48]);
    expect(entry(0).readUInt16LE(6)).toBe(32);
    const first = { length: entry(0).readUInt32LE(8), offset: entry(0).readUInt32LE(12) };
    const second = { length: entry(1).readUInt32LE(8), offset: entry(1).readUInt32LE(12) };
    expect(first.offset).toBe(6 + 16 * 2);
    expect(ico.subarray(first.offset, first.offset + first.length).toString()).toBe('png-16');
    expect(second.offset).toBe(first.offset + first.length);
    expect(ico.subarray(second.offset).toString()).toBe('png-48-bytes');
  });

  it('writes 0 for the 256 px size, as the format asks', () => {
    const ico = encodeIco([{ size: 256, png: Buffer.from('x') }]);
    expect([ico.readUInt8(6), ico.readUInt8(7)]).toEqual([0, 0]);
  });
});
