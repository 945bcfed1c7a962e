import { searchPath } from '@carsi/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';

/** Trimmed text → /ara/{text}; blank → home. */
export function SearchBar({ initialText = '' }: { initialText?: string }) {
  const [text, setText] = useState(initialText);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(text));
  };
  return (
    <search className="search-bar">
      {/* Before the page's JavaScript runs, the form still works: the home page redirects ?q=. */}
      <form action="/" method="get" onSubmit={submit}>
        <label htmlFor="site-search" className="visually-hidden">
          Ürün ara
        </label>
        <input
          id="site-search"
          type="search"
          name="q"
          placeholder="Nevresim, yorgan, yastık ara..."
          autoComplete="off"
          enterKeyHint="search"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" aria-label="Ara">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
            />
          </svg>
        </button>
      </form>
    </search>
  );
}
