// An image's name as a marketer reads it: its folder and file, without the size and format the
// site adds ("/images/uploads/team-photo-1280.webp" is "uploads/team-photo").
export const imageLabel = (src: string) => src.replace(/^\/images\//, '').replace(/-1280\.webp$/, '');
