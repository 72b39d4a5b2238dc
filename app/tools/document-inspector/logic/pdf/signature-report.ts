// What the signature reader says of each signature in a PDF: plain data (it crosses postMessage from the
// worker), dates as ISO 8601 strings in UTC, and every "could not" given as a typed problem, never a throw.

/** Something wrong or unreadable in one signature, as a code the screen words in the reader's language. */
export type SignatureProblem =
  /** The dictionary around /ByteRange could not be read (no `<<`, unbalanced, too large). */
  | "dictionary-unreadable"
  /** /ByteRange is not four non-negative integers. */
  | "byte-range-missing"
  /** The signed bytes do not start at the file's first byte. */
  | "byte-range-not-from-start"
  /** The two ranges overlap, run backwards or run past the end of the file. */
  | "byte-range-outside-file"
  /** The gap between the two ranges is not exactly the /Contents hex string (its `<` `>` included). */
  | "byte-range-gap-not-contents"
  /** The signature dictionary is not among the bytes its own range covers. */
  | "dictionary-outside-range"
  /** No /Contents, or it is not a string. */
  | "contents-missing"
  /** /Contents holds characters that are no hex digits. */
  | "contents-not-hex"
  /** /Contents is longer than the reader reads (1 MB of hex). */
  | "contents-too-large"
  /** /Contents holds only zeros: a field prepared for a signature that was never written. */
  | "contents-empty"
  /** /SubFilter names a format that is not a CMS signature (e.g. adbe.x509.rsa_sha1). */
  | "sub-filter-not-cms"
  /** /Contents is not a CMS SignedData. */
  | "cms-unreadable"
  /** The CMS holds no signer. */
  | "no-signer-info"
  /** The signer's certificate is not among those the CMS carries. */
  | "signer-certificate-missing"
  /** A hash the reader does not know (not SHA-1 or SHA-2). */
  | "unsupported-digest-algorithm"
  /** A signature algorithm or key Web Crypto cannot check. */
  | "unsupported-signature-algorithm"
  /** The signed attributes hold no messageDigest. */
  | "no-message-digest"
  /** No signed attributes: the digest is inside the signature value, checked with it. */
  | "no-signed-attributes"
  /** A time stamp (the document's, or one on the signature) whose TSTInfo cannot be read. */
  | "timestamp-unreadable"
  /** More signature dictionaries than the reader reads; this is the last one read. */
  | "too-many-signatures";

/** A name of a certificate's subject or issuer: the parts fact-checkers look at, and the whole. */
export interface DistinguishedName {
  commonName: string | null;
  organization: string | null;
  organizationalUnit: string | null;
  country: string | null;
  email: string | null;
  /** Every part in the certificate's order, e.g. "CN=Marie Dupont, O=…, C=FR". */
  text: string;
}

/** What a certificate says of its holder and itself; nothing here is checked against a trust list. */
export interface CertificateFacts {
  subject: DistinguishedName;
  issuer: DistinguishedName;
  /** Serial number, lower-case hex. */
  serialNumber: string;
  notBefore: string | null;
  notAfter: string | null;
  /** Issued by itself (same name, its own key verifies it): anyone can make one with any name. */
  selfSigned: boolean;
  /** "RSA", "EC", "Ed25519", "Ed448", "DSA", or the algorithm's OID. */
  keyAlgorithm: string;
  /** Key size in bits (RSA modulus, EC curve); null when unknown. */
  keySize: number | null;
}

/** An RFC 3161 time stamp: a third party's clock, unlike the times the signer's computer claims. */
export interface TimestampFacts {
  /** The time the authority gives. */
  genTime: string | null;
  /** The authority's policy OID. */
  policy: string | null;
  /** The token's serial number, lower-case hex. */
  serialNumber: string | null;
  /** The authority's name: the token's `tsa` field, else its certificate's subject. */
  authority: string | null;
  /** The hash the stamp is over: "SHA-256"… or an OID. */
  imprintAlgorithm: string | null;
  /** Whether the stamp is over the bytes it should be (the signed range, or the signature value). */
  imprint: "matches" | "does-not-match" | "could-not-check";
  /** Whether the authority's own signature over the token holds (its certificate is not judged). */
  signature: "valid" | "invalid" | "could-not-check";
}

/** Who signed, as the signature's certificates and attributes say. */
export interface SignerFacts {
  /** The signer's certificate, when the CMS carries it. */
  certificate: CertificateFacts | null;
  /** Subjects of the other certificates the CMS carries (the chain as the signer sent it). */
  otherCertificates: DistinguishedName[];
  /** The signed attribute signingTime: the time the signer's computer claims. */
  claimedSigningTime: string | null;
  /** The hash the signer used, e.g. "SHA-256", or its OID when unknown. */
  digestAlgorithm: string | null;
  /** An RFC 3161 time stamp over the signature value (unsigned attribute id-aa-timeStampToken). */
  signatureTimestamp: TimestampFacts | null;
}

/** How the signed bytes sit in the file: what they leave out and what came after them. */
export interface SignatureCoverage {
  /** /ByteRange [a b c d], or null when it is not four non-negative integers. */
  byteRange: [number, number, number, number] | null;
  startsAtZero: boolean;
  /** The gap between the two ranges is exactly the /Contents hex string, its `<` `>` included. */
  gapIsContents: boolean;
  /** The signature dictionary (but its /Contents) lies inside the signed bytes. */
  dictionaryCovered: boolean;
  /** Offset just after the last signed byte (c + d). */
  coversUpTo: number | null;
  fileLength: number;
  /** Bytes in the file after the signed range. */
  bytesAfter: number | null;
  /** The range ends just after a %%EOF (an end of line allowed): the whole file as it was at signing. */
  wholeFileAtSigning: boolean;
  /** %%EOF markers after the signed range: saves (incremental updates) made after this signature. */
  laterEofMarkers: number;
  /** What follows the range is only whitespace (no later save). */
  onlyWhitespaceAfter: boolean;
}

/** Whether the signed bytes are those the signer signed, and whether the signature holds. */
export interface SignatureIntegrity {
  /** The hash of the covered bytes against the one the signature holds (messageDigest, TSTInfo imprint). */
  digest: {
    status: "matches" | "does-not-match" | "could-not-check";
    /** "SHA-256"…, or the OID when unknown. */
    algorithm: string | null;
    reason: SignatureProblem | null;
  };
  /** The signature over the signed attributes, with the signer certificate's public key. */
  signature: {
    status: "valid" | "invalid" | "could-not-check";
    reason: SignatureProblem | null;
  };
}

/** The text entries of the signature dictionary, as the signing software wrote them: claims, not facts. */
export interface SignatureDictionaryFacts {
  /** /Name: the signer's name as the software wrote it. */
  name: string | null;
  /** /M as written (a PDF date) and as an ISO instant. */
  claimedTimeText: string | null;
  claimedTime: string | null;
  reason: string | null;
  location: string | null;
  contactInfo: string | null;
}

/** One signature (or document time stamp) found in the file. */
export interface SignatureReport {
  /** Offset of the signature dictionary's `<<` in the file. */
  offset: number;
  /** A signature by a person or organisation, or a document time stamp (ETSI.RFC3161, /DocTimeStamp). */
  kind: "signature" | "document-timestamp";
  filter: string | null;
  subFilter: string | null;
  dictionary: SignatureDictionaryFacts;
  coverage: SignatureCoverage;
  integrity: SignatureIntegrity;
  /** The signer (for a document time stamp: the authority's certificate); null when the CMS is unreadable. */
  signer: SignerFacts | null;
  /** For a document time stamp: its TSTInfo. */
  timestamp: TimestampFacts | null;
  problems: SignatureProblem[];
}
