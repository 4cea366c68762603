import { describe, expect, it } from 'vitest';
import { axisLabelLines } from '../src/features/profiles/components/radar-labels';

describe('radar axis labels', () => {
  it('cuts a word longer than a line', () => {
    expect(axisLabelLines('Pneumonoultramicroscopic')).toEqual(['Pneumonoultrami…']);
  });

  it('wraps a title on short lines and shortens what does not fit in three', () => {
    expect(axisLabelLines('Core-facility-focused competencies')).toEqual([
      'Core-facility-',
      'focused',
      'competencies',
    ]);
    expect(axisLabelLines('Scientific knowledge')).toEqual(['Scientific', 'knowledge']);
    expect(axisLabelLines('Professional conduct and the ethics of data sharing in research teams')).toEqual([
      'Professional',
      'conduct and the',
      'ethics of data…',
    ]);
    expect(axisLabelLines('Ethics')).toEqual(['Ethics']);
  });
});
