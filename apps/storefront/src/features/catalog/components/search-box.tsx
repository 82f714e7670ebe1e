import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import type { FormEvent } from 'react';
import { SearchIcon } from './search-icon';

export interface SearchBoxProps {
  /** The current search text; the box starts from it (give the box a `key` to reset it). */
  defaultValue?: string;
  onSearch: (text: string) => void;
  size?: TextInputProps['size'];
  placeholder?: string;
  className?: string;
}

/** The listing search box: header, listing pages and the search-first home share it. */
export function SearchBox({
  defaultValue = '',
  onSearch,
  size = 'md',
  placeholder = 'Search by part number, model or brand',
  className,
}: SearchBoxProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = new FormData(event.currentTarget).get('q');
    onSearch(typeof text === 'string' ? text.trim() : '');
  };
  return (
    <search className={className}>
      <form onSubmit={submit}>
        <TextInput
          name="q"
          type="search"
          defaultValue={defaultValue}
          aria-label="Search listings"
          placeholder={placeholder}
          size={size}
          maxLength={200}
          autoComplete="off"
          leftSection={<SearchIcon size={18} />}
          rightSection={
            <ActionIcon
              type="submit"
              variant="filled"
              size={size === 'xl' || size === 'lg' ? 'lg' : 'md'}
              aria-label="Search"
            >
              <SearchIcon size={16} />
            </ActionIcon>
          }
          rightSectionWidth={size === 'xl' || size === 'lg' ? 52 : 40}
        />
      </form>
    </search>
  );
}
