import { PRIVACY } from '../../../core/privacy/content';
import { localeOf, type Lang } from '../i18n/lang';

/** The privacy page from the same text GET /privacy serves (core/privacy/content.ts). */
export function PrivacyView({ lang }: { lang: Lang }) {
  const page = PRIVACY[lang];
  return (
    <article class="privacy" lang={localeOf(lang)}>
      <h1>{page.title}</h1>
      <p>{page.intro}</p>
      {page.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.providers ? (
            <table>
              <thead>
                <tr>
                  {s.columns!.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {s.providers.map((p) => (
                  <tr key={p.name}>
                    <th scope="row">{p.name}</th>
                    <td>{p.established}</td>
                    <td>{p.route}</td>
                    <td>{p.production}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </section>
      ))}
    </article>
  );
}
