import type { StaticPageSection } from '../../content/static-pages';

/** Sections of a static or legal text; the heading level follows where the text is shown. */
export function PageSections({
  sections,
  headingLevel,
}: {
  sections: StaticPageSection[];
  headingLevel: 'h2' | 'h4';
}) {
  const Heading = headingLevel;
  return sections.map((section, index) => (
    <section key={section.heading ?? index}>
      {section.heading ? <Heading>{section.heading}</Heading> : null}
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.list ? (
        <ul>
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  ));
}
