// The reprojection kernel: samples an equirect through a lookup table, bilinearly. The same
// integer arithmetic as the JavaScript it replaced, so the tiles are byte for byte the same
// (src/project/sampling.test.ts holds the old kernel's digest).
//
// Why native: the bench's `remapNsPerPixel` (the six 2560-px faces of its 8192×4096 panorama,
// one thread, CPU time) measured the JavaScript kernel at 21 ns per output pixel, about 0.8 s
// of CPU per panorama, most of what an import spends beyond decoding and encoding; this file
// at 11 ns compiled as plain C++, and at 6 ns with the channels blended side by side in SSE2
// (`blendWide`; other CPUs get the plain loop), on the same shared two cores. No WebAssembly
// toolchain was at hand, and sharp does not expose libvips' mapim.
#include <napi.h>

#include <cstdint>
#include <cstring>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace {

template <typename T>
struct Expected;
template <>
struct Expected<int32_t> {
  static constexpr napi_typedarray_type type = napi_int32_array;
};
template <>
struct Expected<uint8_t> {
  static constexpr napi_typedarray_type type = napi_uint8_array;
};

template <typename T>
T* typedData(const Napi::Value& value, size_t minLength, const char* what) {
  if (!value.IsTypedArray()) throw Napi::TypeError::New(value.Env(), std::string(what) + " must be a typed array");
  // The C call, since Napi::ArrayBuffer refuses the SharedArrayBuffer behind most of these.
  napi_typedarray_type type;
  size_t length = 0;
  void* data = nullptr;
  NAPI_THROW_IF_FAILED(value.Env(),
                       napi_get_typedarray_info(value.Env(), value, &type, &length, &data, nullptr, nullptr),
                       nullptr);
  if (type != Expected<T>::type) throw Napi::TypeError::New(value.Env(), std::string(what) + " has the wrong type");
  if (length < minLength)
    throw Napi::RangeError::New(value.Env(), std::string(what) + " is shorter than the image needs");
  return static_cast<T*>(data);
}

/** Where one table entry's x falls in its mip level (see `column` in Sample). */
struct Column {
  const uint8_t* left;
  int32_t right;
  int32_t stride;
  int32_t fx;
};

// One output pixel from its four taps: across, then down, `top = a·256 + (b − a)·fx` and
// `(top·256 + (bottom − top)·fy + 32768) >> 16`, the kernel's arithmetic since it was JavaScript.
inline void blend(const uint8_t* pa, const uint8_t* pb, const uint8_t* pc, const uint8_t* pd, int32_t fx,
                  int32_t fy, uint8_t* o) {
  for (int ch = 0; ch < 3; ch++) {
    const int32_t top = pa[ch] * 256 + (pb[ch] - pa[ch]) * fx;
    const int32_t bottom = pc[ch] * 256 + (pd[ch] - pc[ch]) * fx;
    o[ch] = uint8_t((top * 256 + (bottom - top) * fy + 32768) >> 16);
  }
}

#if defined(__SSE2__)
// `blend`, with the three channels side by side in 16-bit lanes (it halves the kernel's
// instructions per pixel). Every lane stays within 16 bits: top = a·(256 − fx) + b·fx ≤ 65280,
// and the second step splits top and bottom into high and low bytes, T = 256·Th + Tl, so
// (T·(256 − fy) + B·fy + 32768) >> 16 = (H + (L >> 8) + 128) >> 8 with H = Th·(256 − fy) + Bh·fy
// and L = Tl·(256 − fy) + Bl·fy, each at most 65280, their sum at most 65408. Reads four bytes
// at each tap, so the caller keeps it off the image's last two rows.
struct Weights {
  // Per weight f: 256 − f in four lanes, then f in four.
  alignas(16) uint16_t lanes[256][8];
  Weights() {
    for (int f = 0; f < 256; f++) {
      for (int i = 0; i < 4; i++) {
        lanes[f][i] = uint16_t(256 - f);
        lanes[f][i + 4] = uint16_t(f);
      }
    }
  }
};
const Weights weights;

inline __m128i tapPair(const uint8_t* first, const uint8_t* second) {
  int32_t a, b;
  std::memcpy(&a, first, 4);
  std::memcpy(&b, second, 4);
  return _mm_unpacklo_epi8(_mm_unpacklo_epi32(_mm_cvtsi32_si128(a), _mm_cvtsi32_si128(b)), _mm_setzero_si128());
}

// The low half of x plus the high half of x, beside the same of y.
inline __m128i sumHalves(__m128i x, __m128i y) {
  return _mm_add_epi16(_mm_unpacklo_epi64(x, y), _mm_unpackhi_epi64(x, y));
}

inline void blendWide(const uint8_t* pa, const uint8_t* pb, const uint8_t* pc, const uint8_t* pd, int32_t fx,
                      int32_t fy, uint8_t* o) {
  const __m128i wx = _mm_load_si128(reinterpret_cast<const __m128i*>(weights.lanes[fx]));
  const __m128i wy = _mm_load_si128(reinterpret_cast<const __m128i*>(weights.lanes[fy]));
  // Top in the low half, bottom in the high.
  const __m128i rows = sumHalves(_mm_mullo_epi16(tapPair(pa, pb), wx), _mm_mullo_epi16(tapPair(pc, pd), wx));
  const __m128i high = _mm_mullo_epi16(_mm_srli_epi16(rows, 8), wy);
  const __m128i low = _mm_mullo_epi16(_mm_and_si128(rows, _mm_set1_epi16(255)), wy);
  // H in the low half, L in the high.
  const __m128i parts = sumHalves(high, low);
  const __m128i sum = _mm_add_epi16(_mm_add_epi16(parts, _mm_srli_epi16(_mm_unpackhi_epi64(parts, parts), 8)),
                                    _mm_set1_epi16(128));
  const uint32_t rgb = uint32_t(_mm_cvtsi128_si32(_mm_packus_epi16(_mm_srli_epi16(sum, 8), sum)));
  o[0] = uint8_t(rgb);
  o[1] = uint8_t(rgb >> 8);
  o[2] = uint8_t(rgb >> 16);
}
#endif

int32_t intOf(const Napi::Object& object, const char* key) {
  return object.Get(key).As<Napi::Number>().Int32Value();
}

// sample(lut, mips, reading, out): see sampleThroughLut in src/project/sampling.ts for what each
// argument holds; every index the loop makes lies in range when the table was built for mips of
// this size, which the caller guarantees and the lengths checked here back up.
Napi::Value Sample(const Napi::CallbackInfo& info) {
  auto env = info.Env();
  if (info.Length() != 4) throw Napi::TypeError::New(env, "sample(lut, mips, reading, out)");
  auto lut = info[0].As<Napi::Object>();
  auto mips = info[1].As<Napi::Object>();
  auto reading = info[2].As<Napi::Object>();

  const int32_t lutWidth = intOf(lut, "width");
  const int32_t lutHeight = intOf(lut, "height");
  const bool perColumn = lut.Get("perColumn").ToBoolean();
  const size_t lutCount = size_t(lutWidth) * lutHeight;
  const size_t columnCount = perColumn ? size_t(lutWidth) : lutCount;
  const int32_t* lx = typedData<int32_t>(lut.Get("x"), columnCount, "lut.x");
  const int32_t* ly = typedData<int32_t>(lut.Get("y"), lutCount, "lut.y");
  const uint8_t* mip = typedData<uint8_t>(lut.Get("mip"), columnCount, "lut.mip");

  const int32_t fullWidth = intOf(mips, "width");
  const int32_t mipsHeight = intOf(mips, "height");
  auto levelArray = mips.Get("levels").As<Napi::Array>();
  std::vector<const uint8_t*> levels;
  for (uint32_t k = 0; k < levelArray.Length(); k++) {
    size_t length = size_t(fullWidth >> k) * mipsHeight * 3;
    levels.push_back(typedData<uint8_t>(levelArray.Get(k), length, "a mip level"));
  }
  for (size_t i = 0; i < columnCount; i++) {
    if (mip[i] >= levels.size()) throw Napi::RangeError::New(env, "lut.mip names a missing mip level");
  }

  const int32_t width = intOf(reading, "width");
  const int32_t height = intOf(reading, "height");
  const bool quadrant = reading.Get("quadrant").ToBoolean();
  const bool mirrorRows = reading.Get("mirrorRows").ToBoolean();
  auto affineArray = reading.Get("affine").As<Napi::Array>();
  int32_t affine[16];
  for (uint32_t i = 0; i < 16; i++) affine[i] = affineArray.Get(i).As<Napi::Number>().Int32Value();
  uint8_t* out = typedData<uint8_t>(info[3], size_t(width) * height * 3, "out");
  const bool fits = quadrant ? lutWidth <= width && 2 * lutWidth >= width && lutHeight <= height &&
                                   2 * lutHeight >= height
                             : lutWidth == width && lutHeight == height;
  if (!fits) throw Napi::RangeError::New(env, "The reading does not fit the table");

  const int32_t maxY = mipsHeight - 1;
  // Where an entry's x falls in its mip level: the row-0 address of its left tap, the step to
  // its right tap (which wraps to column 0 at the right edge), the row stride and the weight.
  auto column = [&](int64_t c, int32_t xSign, int32_t xOffset) {
    const int32_t k = mip[c];
    const int32_t w = fullWidth >> k;
    const int32_t x = ((lx[c] * xSign + xOffset) >> k) - 128;
    int32_t x0 = x >> 8;
    if (x0 < 0)
      x0 += w;
    else if (x0 >= w)
      x0 -= w;
    // A table built for another equirect could point anywhere: stop rather than read past it.
    if (uint32_t(x0) >= uint32_t(w)) throw Napi::RangeError::New(env, "The table reads outside the equirect");
    return Column{levels[size_t(k)] + int64_t(x0) * 3, x0 + 1 == w ? -x0 * 3 : 3, w * 3, x & 255};
  };
  // Columns that read the table left to right; the rest read it mirrored, right to left.
  const int32_t straight = quadrant ? lutWidth : width;
  // A table whose x is per column gives each quarter of the image the same columns on every
  // row: worked out once here, they leave the loop below only the vertical half of the work.
  std::vector<Column> columns[4];
  if (perColumn) {
    for (int q = 0; q < 4; q++) {
      columns[q].reserve(size_t(lutWidth));
      for (int32_t c = 0; c < lutWidth; c++) columns[q].push_back(column(c, affine[q * 4], affine[q * 4 + 1]));
    }
  }
  uint8_t* __restrict o = out;
  for (int32_t j = 0; j < height; j++) {
    const int32_t tj = mirrorRows ? height - 1 - j : j;
    const bool lower = quadrant && tj >= lutHeight;
    const int64_t rowStart = int64_t(lower ? height - 1 - tj : tj) * lutWidth;
    for (int half = 0; half < 2; half++) {
      const int q = (lower ? 2 : 0) + half;
      const int32_t xSign = affine[q * 4], xOffset = affine[q * 4 + 1];
      const int32_t ySign = affine[q * 4 + 2], yOffset = affine[q * 4 + 3] - 128;
      const int32_t count = half == 0 ? straight : width - straight;
      const int64_t step = half == 0 ? 1 : -1;
      // Table column of the first entry read; each next one is `step` along.
      const int64_t first = half == 0 ? 0 : width - straight - 1;
      const int32_t* __restrict rowY = ly + rowStart;
      const Column* __restrict fixed = perColumn ? columns[q].data() : nullptr;
      for (int64_t n = 0, c = first; n < count; n++, c += step, o += 3) {
        const Column at = fixed ? fixed[c] : column(rowStart + c, xSign, xOffset);
        const int32_t y = rowY[c] * ySign + yOffset;
        int32_t y0 = y >> 8;
        int32_t fy = y & 255;
        if (y0 < 0) {
          y0 = 0;
          fy = 0;
        } else if (y0 >= maxY) {
          y0 = maxY;
          fy = 0;
        }
        // Taps a, b on row y0 and c, d below them (the same row where fy is 0, so the clamped
        // last row reads nothing past it).
        const uint8_t* pa = at.left + int64_t(y0) * at.stride;
        const uint8_t* pb = pa + at.right;
        const int64_t below = fy == 0 ? 0 : at.stride;
        const uint8_t* pc = pa + below;
        const uint8_t* pd = pb + below;
#if defined(__SSE2__)
        // Away from the last two rows, each tap's fourth byte still lies in the image.
        if (y0 < maxY - 1) {
          blendWide(pa, pb, pc, pd, at.fx, fy, o);
          continue;
        }
#endif
        blend(pa, pb, pc, pd, at.fx, fy, o);
      }
    }
  }
  return env.Undefined();
}

Napi::Object Init(Napi::Env env, Napi::Object exports) {
  exports.Set("sample", Napi::Function::New(env, Sample, "sample"));
  return exports;
}

}  // namespace

NODE_API_MODULE(remap, Init)
