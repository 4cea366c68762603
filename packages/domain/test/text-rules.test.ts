/** Control characters, raw or encoded, are refused in plain text (ADR 0039). */
import { describe, expect, it } from 'vitest';
import { hasControlCharacter, hasLoneSurrogate, isForbiddenControl } from '../src/logic/text-rules.js';

describe('hasControlCharacter', () => {
  it('finds raw C0, DEL and C1 characters but not tab, line feed or carriage return', () => {
    for (const bad of [
      'a\u0000b',
      '\u0001',
      'x\u0008',
      '\u000b',
      '\u000c',
      '\u000e',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
    ])
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
    for (const fine of ['a\tb', 'a\nb', 'a\r\nb', ' ', '~', '\u00a0', 'é'])
      expect(hasControlCharacter(fine), JSON.stringify(fine)).toBe(false);
  });
  it('finds control characters written as decimal or hexadecimal references, with or without the semicolon', () => {
    for (const bad of [
      '&#1;',
      'a&#27;b',
      '&#x1b;',
      '&#X1B;',
      '&#0000001;',
      '&#x7F;',
      '&#133;',
      '&#0;',
      '&#1',
    ])
      expect(hasControlCharacter(bad), bad).toBe(true);
    for (const fine of [
      '&#9;',
      '&#10;',
      '&#13;',
      '&#32;',
      '&#x20;',
      '&#160;',
      '&#x1F600;',
      '&amp;#1;',
      '&#;',
      'R&D',
    ])
      expect(hasControlCharacter(fine), fine).toBe(false);
  });
  it('draws the edges of the forbidden ranges exactly', () => {
    const forbidden = [0, 8, 11, 12, 14, 31, 127, 159];
    const allowed = [9, 10, 13, 32, 126, 160, -1];
    for (const c of forbidden) expect(isForbiddenControl(c), String(c)).toBe(true);
    for (const c of allowed) expect(isForbiddenControl(c), String(c)).toBe(false);
  });
});

describe('hasLoneSurrogate', () => {
  it('finds a high or low surrogate without its partner, anywhere', () => {
    for (const bad of ['\ud800', 'a\ud83dz', '\ude00', 'x\ude00\ud83d'])
      expect(hasLoneSurrogate(bad)).toBe(true);
    for (const fine of ['😀', 'a😀b', '', 'plain']) expect(hasLoneSurrogate(fine)).toBe(false);
  });
});
