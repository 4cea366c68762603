/** Shared profile UI: reference profiles, the guest profile and the comparison use these. */
export { type Persona, PersonaCard } from './PersonaCard';
export { ProficiencyBar } from './ProficiencyBar';
export { ScaleLegend } from './ScaleLegend';
