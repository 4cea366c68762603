/**
 * The interchange module's public face (ADR 0026): the import registries (ADR 0036) that the command
 * line and the upload routes choose an importer from by content.
 */
export { casePackageImporter, databaseImports, draftImports } from './importers.js';
