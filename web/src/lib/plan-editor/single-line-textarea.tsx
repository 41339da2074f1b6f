import type { TextareaHTMLAttributes } from 'react';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'rows'> & {
  onValueChange: (value: string) => void;
};

/**
 * A title field that wraps long text instead of hiding its end (narrow phones), yet stays one
 * line of content: Enter and pasted line breaks never reach the title.
 */
export function SingleLineTextarea({ onValueChange, onKeyDown, ...props }: Props) {
  return (
    <textarea
      {...props}
      rows={1}
      onChange={(e) => onValueChange(e.target.value.replace(/\n/g, ' '))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.preventDefault();
        onKeyDown?.(e);
      }}
    />
  );
}
