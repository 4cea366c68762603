import { describe, expect, it } from 'vitest';
import { managedFrameworkOf } from '../src/app/shell-prefetch';

describe('managedFrameworkOf', () => {
  it('names the framework of the manage framework screen, with or without a domain', () => {
    expect(managedFrameworkOf('/framework/bioexcel/manage/competencies')).toBe('bioexcel');
    expect(managedFrameworkOf('/framework/bioexcel/manage/competencies/12')).toBe('bioexcel');
    expect(managedFrameworkOf('/framework/iscb-3.0e1/manage/data')).toBe('iscb-3.0e1');
    expect(managedFrameworkOf('/framework/my%20fw/manage/data/3')).toBe('my fw');
  });

  it('is null for the other screens', () => {
    expect(managedFrameworkOf('/framework/bioexcel/1.0')).toBeNull();
    expect(managedFrameworkOf('/framework/bioexcel/manage/competencies/12/manage-attributes')).toBeNull();
    expect(managedFrameworkOf('/framework/bioexcel/manage/types-and-levels')).toBeNull();
    expect(managedFrameworkOf('/login')).toBeNull();
  });
});
