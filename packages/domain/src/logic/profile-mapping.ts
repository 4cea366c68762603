/**
 * Editing a profile's competency mapping (docs/features/browsing.md §9 'Mapping'; docs/features/original-hub.md: numeric
 * `ratingLevel`, 'Not applicable' is the level with rating 0). Pure functions over an immutable state that
 * the manager's 'Competency mapping' screen and the printable download page share.
 */

/** The level chosen for one competency and the attributes ticked. */
export interface MappingSelection {
  expertiseLevelId: number;
  attributeIds: number[];
}

/** The mapping being edited: competency id → selection. Competencies left out are 'Not applicable'. */
export type MappingState = Readonly<Record<number, MappingSelection>>;

/** The level fields the rules need. */
export interface LevelRef {
  id: number;
  ratingLevel: number;
}

/** True for the 'Not applicable' level (rating 0). */
export function isNotApplicable(level: Pick<LevelRef, 'ratingLevel'>): boolean {
  return level.ratingLevel === 0;
}

/**
 * Builds the state from stored mapping entries (a profile read from the API or a download record).
 * Entries at a 'Not applicable' level (rating 0, when given) are left out.
 */
export function mappingFromEntries(
  entries: readonly {
    competencyId: number;
    expertiseLevelId: number;
    attributeIds: readonly number[];
    ratingLevel?: number;
  }[],
): MappingState {
  const state: Record<number, MappingSelection> = {};
  for (const entry of entries) {
    if (entry.ratingLevel === 0) continue;
    state[entry.competencyId] = {
      expertiseLevelId: entry.expertiseLevelId,
      attributeIds: [...entry.attributeIds],
    };
  }
  return state;
}

/**
 * Chooses a level for a competency (docs/features/browsing.md §9): 'Not applicable' (or no level) removes the competency from the
 * mapping, which unticks its attributes; any other level adds or updates it and ticks all its attributes.
 * @param attributeIds the competency's (non-archived) attribute ids, in display order
 * @returns the new state (the input is not changed)
 */
export function selectLevel(
  state: MappingState,
  competencyId: number,
  attributeIds: readonly number[],
  level: LevelRef | null,
): MappingState {
  const next: Record<number, MappingSelection> = { ...state };
  if (level === null || isNotApplicable(level)) {
    delete next[competencyId];
  } else {
    next[competencyId] = { expertiseLevelId: level.id, attributeIds: [...attributeIds] };
  }
  return next;
}

/**
 * Ticks or unticks one attribute of a mapped competency (docs/features/browsing.md §9: unticking removes it from the competency's
 * list). A competency that is not mapped is left as it is: its attributes are disabled.
 * @returns the new state (the input is not changed)
 */
export function toggleAttribute(
  state: MappingState,
  competencyId: number,
  attributeId: number,
  checked: boolean,
): MappingState {
  const current = state[competencyId];
  if (!current) return state;
  const without = current.attributeIds.filter((id) => id !== attributeId);
  return {
    ...state,
    [competencyId]: { ...current, attributeIds: checked ? [...without, attributeId] : without },
  };
}

/** The state as the body items of a mapping write, in competency id order. */
export function mappingItems(
  state: MappingState,
): { competencyId: number; expertiseLevelId: number; attributeIds: number[] }[] {
  return Object.entries(state)
    .map(([id, selection]) => ({
      competencyId: Number(id),
      expertiseLevelId: selection.expertiseLevelId,
      attributeIds: [...selection.attributeIds],
    }))
    .sort((a, b) => a.competencyId - b.competencyId);
}
