/**
 * What the original EMBL-EBI client asks the hub for on each visitor screen (docs/features/public-api.md §12),
 * written from a reading of its source: each request with its URL as the client builds it (repeated
 * `source`, empty `timestamp`, trailing slashes, the malformed `field_competency_target_id=…?source=…`, the
 * framework as the route names it) and its request mode. Its `axios` calls are XMLHttpRequests with axios'
 * `Accept` header (the session probe with credentials); its `fetch` calls are plain `fetch(url)`.
 * `replayOriginalClient` runs inside a page on another origin than the hub, so it must stay self-contained.
 */

/** One request of a screen and what came back. */
export interface ClientRequest {
  screen: string;
  label: string;
  /** The shape the client reads (see `SHAPES` in the spec). */
  shape: string;
  mode: 'axios' | 'axios-credentials' | 'fetch';
  url: string;
  /** HTTP status, or 'blocked' when the browser refused the answer (CORS) or the request failed. */
  status: number | 'blocked';
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
}

/**
 * Replays, from the page it runs in, every request the original client makes on each visitor screen of
 * BioExcel 1.0, ISCB 3.0 and the ISCB core facility extension (its profiles and their comparison included).
 * Takes the hub's origin; returns every request with its answer, in the client's order.
 */
export async function replayOriginalClient(hub: string): Promise<ClientRequest[]> {
  const done: ClientRequest[] = [];
  const now = Date.now();
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };
  // axios 0.21 in a browser: an XMLHttpRequest with its default Accept header.
  const viaAxios = (url: string, withCredentials: boolean) =>
    new Promise<{ status: number | 'blocked'; text: string }>((resolve) => {
      const request = new XMLHttpRequest();
      request.open('GET', url, true);
      request.setRequestHeader('Accept', 'application/json, text/plain, */*');
      request.withCredentials = withCredentials;
      request.onload = () => resolve({ status: request.status, text: request.responseText });
      request.onerror = () => resolve({ status: 'blocked', text: 'network error' });
      request.send();
    });
  const viaFetch = (url: string) =>
    fetch(url).then(
      async (response) => ({ status: response.status as number | 'blocked', text: await response.text() }),
      (error: unknown) => ({ status: 'blocked' as const, text: String(error) }),
    );
  const call = async (
    screen: string,
    label: string,
    shape: string,
    mode: ClientRequest['mode'],
    path: string,
  ): Promise<unknown> => {
    // The client concatenates raw values: a framework title with spaces goes out as %20.
    const url = hub + path;
    const got = mode === 'fetch' ? await viaFetch(url) : await viaAxios(url, mode === 'axios-credentials');
    const body = parse(got.text);
    done.push({ screen, label, shape, mode, url, status: got.status, body });
    return got.status === 200 ? body : undefined;
  };
  // The original client's slug of a title, for its competency pages' links to training resources.
  const slugify = (title: string) =>
    title
      .toLowerCase()
      .replace(/[^\w ]+/g, '')
      .replace(/ +/g, '-');
  const resourcePage = async (screen: string, slug: string) => {
    await call(screen, 'CSRF token', 'token', 'fetch', '/rest/session/token?source=competencyhub');
    await call(
      screen,
      'resource',
      'resource',
      'fetch',
      `/api/resources/?_format=json&slug=${slug}&timestamp=${now}&source=competencyhub`,
    );
    await call(
      screen,
      'version manager',
      'versionManager',
      'fetch',
      '/api/version_manager?_format=json&source=competencyhub',
    );
  };

  // Every screen: the session probe of the client's root component.
  await call('every screen', 'session probe', 'user', 'axios-credentials', '/api/users?_format=json');

  // Framework pages name the framework as the version manager's title lower-cased without spaces.
  for (const [fw, version] of [
    ['bioexcel', '1.0'],
    ['iscb', '3.0'],
    ['iscbcorefacilityextension', 'e1'],
  ] as const) {
    const page = `framework page ${fw} ${version}`;
    const content = (await call(
      page,
      'version',
      'version',
      'axios',
      `/api/${fw}/${version}?_format=json&source=competencyhub`,
    )) as { domains: { competencies: { id: string }[] }[] }[] | undefined;
    await call(
      page,
      'version manager',
      'versionManager',
      'axios',
      '/api/version_manager?_format=json&source=competencyhub',
    );
    await call(
      page,
      'profile count',
      'profiles',
      'fetch',
      `/api/${fw}/${version}/profiles?_format=json&source=competencyhub`,
    );
    await call(
      page,
      'pathway count',
      'pathways',
      'fetch',
      `/api/${fw}/pathways?_format=json&source=competencyhub`,
    );
    await call(
      page,
      'training count',
      'count',
      'axios',
      `/api/competency_framework_resources?_format=json&source=competencyhub&page=1&title=&type=All&framework=${fw}&checkForTrainingResources=true&timestamp=${now}&source=competencyhub`,
    );
    await call(
      `${page}: career profiles tab`,
      'profiles',
      'profiles',
      'fetch',
      `/api/${fw}/${version}/profiles/?_format=json&source=competencyhub&timestamp=`,
    );
    const courses = (await call(
      `${page}: training resources tab`,
      'resources',
      'courses',
      'axios',
      `/api/competency_framework_resources?_format=json&source=competencyhub&page=1&title=&type=&framework=${fw}&timestamp=${now}&source=competencyhub`,
    )) as { slug: string; title: string }[] | undefined;
    await call(
      `${page}: learning pathways tab`,
      'pathways',
      'pathways',
      'fetch',
      `/api/${fw}/pathways/?_format=json&source=competencyhub`,
    );
    await call(
      `${page}: export tab`,
      'export',
      'export',
      'axios',
      `/api/export/${fw}/${version}?_format=json&filters=&source=competencyhub&source=competencyhub`,
    );

    // A competency page (its first competency) and the training resource pages it links to.
    const competencyId = content?.[0]?.domains[0]?.competencies[0]?.id;
    const competencyPage = `competency page ${fw} ${version} ${competencyId}`;
    await call(
      competencyPage,
      'version',
      'version',
      'axios',
      `/api/${fw}/${version}?_format=json&source=competencyhub`,
    );
    await call(
      competencyPage,
      'frameworks',
      'legacyFrameworks',
      'axios',
      '/api/v1/framework?_format=json&source=competencyhub',
    );
    const linked = (await call(
      competencyPage,
      'training resources',
      'competencyResources',
      'axios',
      `/api/competency-resources?field_competency_target_id=${competencyId}?source=competencyhub&source=competencyhub`,
    )) as { title: string }[] | undefined;
    for (const resource of linked ?? []) {
      await resourcePage(
        `training resource page (competency page link) ${slugify(resource.title)}`,
        slugify(resource.title),
      );
    }
    // The training tab links by the API's slug; a competency page links to the same resources by title.
    for (const course of courses ?? []) {
      await resourcePage(`training resource page (training tab link) ${course.slug}`, course.slug);
      if (slugify(course.title) !== course.slug) {
        await resourcePage(
          `training resource page (competency page link) ${slugify(course.title)}`,
          slugify(course.title),
        );
      }
    }

    // The guest profile: create, map, view, and the profile download.
    const guest = `guest profile ${fw} ${version}`;
    await call(
      `${guest}: create`,
      'version',
      'version',
      'axios',
      `/api/${fw}/${version}?_format=json&timestamp=${now}&source=competencyhub`,
    );
    await call(
      `${guest}: create`,
      'version manager',
      'versionManager',
      'axios',
      `/api/version_manager?_format=json&timestamp=${now}&source=competencyhub`,
    );
    await call(
      `${guest}: map`,
      'version manager',
      'versionManager',
      'fetch',
      '/api/version_manager?_format=json&source=competencyhub',
    );
    await call(
      `${guest}: map`,
      'version',
      'version',
      'fetch',
      `/api/${fw}/${version}?_format=json&source=competencyhub`,
    );
    await call(
      `${guest}: view`,
      'version manager',
      'versionManager',
      'fetch',
      '/api/version_manager?_format=json&source=competencyhub',
    );
    await call(
      `${guest}: view`,
      'version',
      'version',
      'fetch',
      `/api/${fw}/${version}?_format=json&source=competencyhub`,
    );
    await call(
      `${guest}: view`,
      'profiles',
      'profiles',
      'fetch',
      `/api/${fw}/${version}/profiles/?_format=json&source=competencyhub`,
    );
    await call(
      `${guest}: download`,
      'version manager',
      'versionManager',
      'axios',
      '/api/version_manager?_format=json&source=competencyhub',
    );
    await call(
      `${guest}: download`,
      'version',
      'version',
      'axios',
      `/api/${fw}/${version}?_format=json&source=competencyhub`,
    );
  }

  // Profile pages and the comparison: the framework as its title lower-cased with its spaces kept (what
  // these screens compare the version manager's titles with), and as the framework page's links name it.
  for (const [fw, version] of [
    ['bioexcel', '1.0'],
    ['iscb', '3.0'],
    ['iscb core facility extension', 'e1'],
    ['iscbcorefacilityextension', 'e1'],
  ] as const) {
    const profiles = (await call(
      `profiles ${fw} ${version}`,
      'profiles',
      'profiles',
      'fetch',
      `/api/${fw}/${version}/profiles/?_format=json&source=competencyhub&timestamp=`,
    )) as { id: string; publishing_status: string }[] | undefined;
    const live = (profiles ?? []).filter((p) => p.publishing_status === 'Live');
    for (const profile of live) {
      const page = `profile page ${fw} ${version} ${profile.id}`;
      await call(
        page,
        'profiles',
        'profiles',
        'fetch',
        `/api/${fw}/${version}/profiles/?_format=json&source=competencyhub&timestamp=`,
      );
      await call(
        page,
        'profile',
        'profile',
        'fetch',
        `/api/${fw}/${version}/profiles?_format=json&id=${profile.id}&source=competencyhub&timestamp=`,
      );
      await call(
        page,
        'version manager',
        'versionManager',
        'fetch',
        '/api/version_manager?_format=json&source=competencyhub&',
      );
      await call(
        page,
        'version',
        'version',
        'fetch',
        `/api/${fw}/${version}?_format=json&source=competencyhub&timestamp=`,
      );
    }
    // Each profile compared with the next one.
    for (const [index, first] of live.entries()) {
      const second = live[(index + 1) % live.length];
      if (!second || second === first) continue;
      const page = `profile comparison ${fw} ${version} ${first.id}/${second.id}`;
      for (const id of [first.id, second.id]) {
        await call(
          page,
          `profile ${id}`,
          'profile',
          'fetch',
          `/api/${fw}/${version}/profiles?_format=json&id=${id}&source=competencyhub`,
        );
      }
      await call(
        page,
        'profiles',
        'profiles',
        'fetch',
        `/api/${fw}/${version}/profiles/?_format=json&source=competencyhub`,
      );
      await call(
        page,
        'version manager',
        'versionManager',
        'fetch',
        '/api/version_manager?_format=json&source=competencyhub',
      );
      await call(
        page,
        'version',
        'version',
        'fetch',
        `/api/${fw}/${version}?_format=json&source=competencyhub`,
      );
    }
  }
  return done;
}
