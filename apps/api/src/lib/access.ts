/**
 * The access rules, in one place (docs/features/curation.md §2, §12; docs/features/profiles.md §8;
 * ADR 0035). The auth plugin's `require…` checks enforce them and `capabilitiesOf` tells the web app what
 * they allow (the `can` of `GET /api/v1/session`), so a screen never re-derives a rule from roles.
 * Below the modules and the plugins (ADR 0026): imports nothing but types.
 */
import type { Capabilities, FrameworkCapabilities, ManageViewCapabilities } from '@hub/domain';
import type { SessionUser } from './session-user.js';

/** The global capabilities, each a rule over the signed-in user (null: anonymous). */
export const globalRules = {
  /**
   * Create a framework or import a CASE package as a new one, and see the 'Manage frameworks' link with
   * its panels: the framework_manager role.
   */
  createFramework: (user: SessionUser | null) => !!user?.roles.includes('framework_manager'),
  /** Training resources and learning pathways (create, edit, archive, map; drafts visible): content_manager. */
  manageTraining: (user: SessionUser | null) => !!user?.roles.includes('content_manager'),
  /**
   * 'Create your profile' saved to the browser only (docs/features/profiles.md §8): anonymous visitors and signed-in
   * users with no role; a manager is offered the reference profile form of the frameworks they manage.
   */
  createOwnProfile: (user: SessionUser | null) => !user || user.roles.length === 0,
} as const;

/** A capability of `globalRules`. */
export type GlobalCapability = keyof typeof globalRules;

/**
 * True when `user` may curate framework `frameworkId`: its manage screens and every write to its
 * versions, content, vocabularies, reference profiles and career pathways (docs/features/profiles.md §8: the framework_manager
 * role and the framework in the user's authorisation list).
 */
export function managesFramework(user: SessionUser | null, frameworkId: number): boolean {
  return globalRules.createFramework(user) && !!user?.frameworkIds.includes(frameworkId);
}

/** What `user` may do with one framework they manage (the same rule for each action today). */
function frameworkCapabilities(user: SessionUser | null, frameworkId: number): FrameworkCapabilities {
  const manage = managesFramework(user, frameworkId);
  return { manage, editProfiles: manage, editCareerPathways: manage };
}

/**
 * Everything `user` may do, for the session answer: the global capabilities and, keyed by machine name,
 * those of each framework the user manages (frameworks not listed allow nothing).
 * @param user the signed-in user, or null for an anonymous visitor
 */
export function capabilitiesOf(user: SessionUser | null): Capabilities {
  const frameworks: Record<string, FrameworkCapabilities> = {};
  for (const fw of user?.frameworks ?? []) {
    const can = frameworkCapabilities(user, fw.id);
    if (can.manage || can.editProfiles || can.editCareerPathways) frameworks[fw.machineName] = can;
  }
  return {
    createFramework: globalRules.createFramework(user),
    manageTraining: globalRules.manageTraining(user),
    createOwnProfile: globalRules.createOwnProfile(user),
    frameworks,
  };
}

/**
 * What `user` may do on the manage view of framework `frameworkId` in its current state (docs/features/browsing.md §9: only a
 * draft is editable and released; 'Create draft' when there is none).
 * @param hasDraft the framework has a draft version
 */
export function manageViewCapabilities(
  user: SessionUser | null,
  frameworkId: number,
  hasDraft: boolean,
): ManageViewCapabilities {
  const manage = managesFramework(user, frameworkId);
  return {
    edit: manage && hasDraft,
    release: manage && hasDraft,
    discardDraft: manage && hasDraft,
    createDraft: manage && !hasDraft,
    editMetadata: manage,
  };
}
