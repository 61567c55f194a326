import { Image } from "webcraft";

// A photo of data/site.json ({ src, alt }) in a box of set proportions (`className` gives them), so the page
// does not move as it loads; until one is chosen, `placeholder`: art in the brand's colours that screen
// readers skip. `slot` is the photo's place in data/site.json ("photos.gallery.2"), by which the editor's
// preview finds it, on the picture or on its placeholder.
export default function Photo({ photo, slot, className = "", placeholder, ...image }) {
  if (photo?.src) {
    return (
      <Image
        src={photo.src}
        alt={photo.alt ?? ""}
        data-photo-slot={slot}
        className={`object-cover ${className}`}
        {...image}
      />
    );
  }
  return (
    <div aria-hidden="true" data-photo-slot={slot} className={`overflow-hidden ${className}`}>
      {placeholder}
    </div>
  );
}
